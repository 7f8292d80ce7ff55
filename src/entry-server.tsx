/**
 * The server side of the build (`scripts/build.mjs` bundles it with `vite build --ssr` and runs it
 * in Node): every prerendered page's HTML and head, and the files a static host needs, all derived
 * from the content. Nothing here reaches the browser.
 */
import { renderToString } from 'react-dom/server'
import { journey } from './content/journey'
import { SITE_LANGUAGE } from './content/owner'
import { profile } from './content/profile'
import { siteContent } from './content/siteContent'
import { words } from './content/words'
import { atomFeed } from './lib/feed'
import { absoluteUrl, escapeHtml, headTags, previewImagePath, renderHeadTags } from './lib/headTags'
import { knownPages as pagesOf, type PageMeta, pageMeta } from './lib/pageMeta'
import { languageTag } from './lib/languageTag'
import { pageStructuredData } from './lib/pageStructuredData'
import { type CardFonts, previewSvg } from './lib/previewCard'
import { paths } from './lib/paths'
import { routeDataFile, routeDataHref, routeDataOf, SCREENS_FILE } from './lib/routeData'
import { contentSecurityPolicy, headersFile } from './lib/securityHeaders'
import type { PicturePreload } from './head/priorityPicture'
import { robotsTxt, sitemapXml } from './lib/sitemap'
import { structuredDataScript } from './lib/structuredData'
import { APPLE_TOUCH_ICON_SIZE, ICON_SIZES, iconPath, webManifest } from './lib/webManifest'
import { Root } from './Root'
import { seedRouteData } from './routeData/cache'
import { site } from './site'

export { ICON_SIZES, APPLE_TOUCH_ICON_SIZE, iconPath }

/** A file to write into the output folder: its path there and its content. */
export interface OutputFile {
  readonly file: string
  readonly content: string
}

const knownPages = pagesOf(siteContent)
/** Every screen's data, by path: written as data files, and in place for the prerender of its page. */
const routeData = routeDataOf(siteContent)
for (const [path, data] of routeData) seedRouteData(path, data)

/** The content's language (src/content/owner.ts), as the feed and the web manifest give it. */
const language = languageTag(SITE_LANGUAGE)

const FEED_FILE = 'feed.xml'
const FEED_TITLE = `${words.journey.name} · ${profile.name}`

/**
 * Head elements every page shares, with the page's largest picture's preload, if it has one. The
 * policy comes first so it covers everything after it; the picture next, so that the browser asks
 * for it before anything else the page loads (the fonts, the entry script): it is the page's largest
 * paint, and on a slow link each of those would hold it back by its share of a round trip.
 */
function commonHead(picture: PicturePreload | undefined): string {
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy('meta'))}" />`,
    ...(picture ? [picturePreload(picture)] : []),
    `<link rel="manifest" href="${site.basePath}manifest.webmanifest" />`,
    `<link rel="apple-touch-icon" href="${site.basePath}apple-touch-icon.png" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(FEED_TITLE)}" href="${absoluteUrl(site, FEED_FILE)}" />`,
  ].join('\n    ')
}

/** The preload of a picture the page shows at high priority: the rendition its `<picture>` will pick. */
function picturePreload(picture: PicturePreload): string {
  const what =
    'href' in picture
      ? `href="${escapeHtml(picture.href)}"`
      : `type="${picture.type}" imagesrcset="${escapeHtml(picture.srcset)}" imagesizes="${escapeHtml(picture.sizes)}"`
  return `<link rel="preload" as="image" ${what} fetchpriority="high" />`
}

/** Every screen's data by its path, for what a page's head is made from. */
const dataOf = new Map(routeData)

/** The page's schema.org data (the owner, an article, a project), as the app remakes it too. */
function structuredData(path: string): string | undefined {
  const data = pageStructuredData(path, dataOf.get(path), site, profile)
  return data && structuredDataScript(data)
}

/**
 * Where the screen's data file is: the page's content as JSON, which the app reads once it starts.
 * Named, not preloaded: the entry asks for it with the app (src/main.tsx), after the page's largest
 * paint, which it would otherwise share the connection with, by a few kB more as articles are added.
 */
function dataLink(path: string): string | undefined {
  const href = routeDataHref(path, site.basePath)
  return href && `<link rel="alternate" type="application/json" href="${href}" />`
}

function head(meta: PageMeta, picture?: PicturePreload): string {
  const parts = [commonHead(picture), renderHeadTags(headTags(meta, site, profile.name)), structuredData(meta.path), dataLink(meta.path)]
  return parts.filter(Boolean).join('\n    ')
}

/**
 * The page path inside the output folder: `/` → `index.html`, `/project/1` → `project/1/index.html`;
 * named as the host looks it up, decoded (`/experience/category/caf%C3%A9` → `…/café/index.html`).
 */
function htmlFile(path: string): string {
  return `${decodeURIComponent(path.slice(1))}${path === '/' ? '' : '/'}index.html`
}

export interface PrerenderedPage {
  /** The route the page is at, without the base path; the 404 page has none. */
  readonly path?: string
  readonly file: string
  readonly head: string
  readonly body: string
}

/** Every known route, rendered as the browser will hydrate it, its largest picture preloaded from its head. */
export function prerenderedPages(): PrerenderedPage[] {
  return knownPages.map((meta) => {
    const pictures: PicturePreload[] = []
    const body = renderToString(<Root ssrPath={site.basePath + meta.path.slice(1)} onPriorityPicture={(picture) => pictures.push(picture)} />)
    return { path: meta.path, file: htmlFile(meta.path), head: head(meta, pictures[0]), body }
  })
}

/**
 * What static hosts serve, with status 404, for any path without a file: an empty root the client
 * renders for the actual address (unknown ids get their not-found view, other paths redirect home),
 * and without JavaScript a refresh to the home page.
 */
export function notFoundPage(): PrerenderedPage {
  const refresh = `<noscript><meta http-equiv="refresh" content="0; url=${site.basePath}" /></noscript>`
  return { file: '404.html', head: `${head(pageMeta('/404'))}\n    ${refresh}`, body: '' }
}

/** Every screen's data file (src/lib/routeData.ts), named with its id as written, not as escaped in an address. */
export function dataFiles(): OutputFile[] {
  return [
    ...routeData.map(([path, data]) => ({ file: decodeURIComponent(routeDataFile(path) ?? ''), content: JSON.stringify(data) })),
    { file: SCREENS_FILE, content: JSON.stringify(routeData.map(([path]) => path)) },
  ]
}

/** sitemap.xml, robots.txt, the feed of My Journey, the web manifest and the `_headers` file. */
export function siteFiles(): OutputFile[] {
  const sitemapUrl = absoluteUrl(site, 'sitemap.xml')
  const manifest = webManifest({
    name: profile.name,
    shortName: profile.brand,
    description: pageMeta('/').description,
    lang: language,
    basePath: site.basePath,
    color: '#000000',
  })
  return [
    { file: 'sitemap.xml', content: sitemapXml(knownPages.map((meta) => absoluteUrl(site, meta.path))) },
    { file: 'robots.txt', content: robotsTxt(sitemapUrl) },
    {
      file: FEED_FILE,
      content: atomFeed({
        title: FEED_TITLE,
        author: profile.name,
        language,
        feedUrl: absoluteUrl(site, FEED_FILE),
        pageUrl: absoluteUrl(site, paths.journeyIndex),
        articles: journey.map((article) => ({ ...article, url: absoluteUrl(site, paths.journey(article.id)) })),
      }),
    },
    { file: 'manifest.webmanifest', content: `${JSON.stringify(manifest, null, 2)}\n` },
    { file: '_headers', content: headersFile(site.basePath) },
  ]
}

/** The link-preview image of every known page, as SVG to rasterise in `fonts`. */
export function previewImages(fonts: CardFonts): OutputFile[] {
  const host = new URL(absoluteUrl(site, '/')).host + site.basePath.replace(/\/$/, '')
  return knownPages.map((meta) => ({ file: previewImagePath(meta), content: previewSvg(meta.preview, profile, host, fonts) }))
}
