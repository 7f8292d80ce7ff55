import type { PageMeta } from './pageMeta'
import type { SiteSettings } from './siteSettings'

/** One element of a page's head that changes from page to page. */
export type HeadTag =
  | { readonly kind: 'title'; readonly text: string }
  | { readonly kind: 'meta'; readonly key: 'name' | 'property'; readonly name: string; readonly content: string }
  | { readonly kind: 'link'; readonly rel: string; readonly href: string }

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const

/** The public URL of a path inside the site (relative to the base path, with or without its leading slash). */
export function absoluteUrl(site: SiteSettings, path: string): string {
  return site.siteUrl + site.basePath + path.replace(/^\//, '')
}

/** The file of a page's link-preview image in the build, and (`asAddress`) its path in a URL: an id's space or accent escaped. */
export function previewImagePath(meta: PageMeta, asAddress = false): string {
  return `og/${asAddress ? encodeURIComponent(meta.preview.slug) : meta.preview.slug}.png`
}

const named = (name: string, content: string): HeadTag => ({ kind: 'meta', key: 'name', name, content })
const property = (name: string, content: string): HeadTag => ({ kind: 'meta', key: 'property', name, content })

/**
 * The per-page head: title, description, canonical URL, Open Graph and Twitter card. The prerender
 * writes these into each page's HTML and the client applies the same list on in-app navigation,
 * so the two can never disagree.
 */
export function headTags(meta: PageMeta, site: SiteSettings, siteName: string): HeadTag[] {
  const url = absoluteUrl(site, meta.path)
  const image = absoluteUrl(site, previewImagePath(meta, true))
  const imageAlt = `${meta.preview.heading} — ${meta.preview.eyebrow}`
  return [
    { kind: 'title', text: meta.title },
    named('description', meta.description),
    named('robots', meta.indexable ? 'index, follow' : 'noindex'),
    { kind: 'link', rel: 'canonical', href: url },
    property('og:type', meta.type),
    property('og:site_name', siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', String(PREVIEW_SIZE.width)),
    property('og:image:height', String(PREVIEW_SIZE.height)),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
  ]
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** The tags as HTML, one per line, for the prerendered pages. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`
        case 'meta':
          return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`
        case 'link':
          return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`
      }
    })
    .join('\n    ')
}
