import type { APIRequestContext, Page } from '@playwright/test'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { profile } from '../../src/content/profile'
import { SITE_LANGUAGE } from '../../src/content/owner'
import { words } from '../../src/content/words'
import { languageTag } from '../../src/lib/languageTag'
import { textDirection } from '../../src/lib/textDirection'
import { CONTENT, DETAIL_PAGE, HOME_ARTICLES, KNOWN_ROUTES, PAGE_OF_EACH_KIND, categoryLinkName, pngSize, titleOf } from './knownRoutes'

test.use({ javaScriptEnabled: false }) // what a link-preview crawler sees: the HTML as served

/** The pages that are the site's own rather than an article: home, and the lists of articles. */
const WEBSITES = new Set(['/', '/experience', ...CONTENT.categories.map((category) => category.path)])

/** The content's language, as the owner set it in src/content/owner.ts. */
const LANGUAGE = languageTag(SITE_LANGUAGE)

/** What a link preview reads of a page's head, in one call to the page. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null
    const keys = ['description', 'og:image', 'og:url', 'og:title', 'og:description', 'og:type', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:card']
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: document.querySelectorAll('title').length,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      meta: Object.fromEntries(keys.map((key) => [key, meta(key)])),
    }
  })

/** Fetches a public URL of the site from the local server (the public origin is a build setting). */
async function fetchPublic(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), url).toBe(200)
  return response
}

test('every known route has its own title, description, canonical URL and preview image, in the content’s language', async ({ page, request }) => {
  await page.goto('/')
  const home = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(home).toMatch(/^https?:\/\/[^/]+\/$/)

  const seen = { title: new Set<string>(), description: new Set<string>(), image: new Set<string>() }
  for (const [path] of KNOWN_ROUTES) {
    await page.goto(path)
    const { lang, title, titles, canonical, meta } = await headOf(page)
    const description = meta['description']
    const image = meta['og:image']
    expect(lang, path).toBe(LANGUAGE)
    expect(canonical, path).toBe(new URL(path.slice(1), home ?? '').href)
    expect(meta['og:url'], path).toBe(canonical)
    expect(meta['og:title'], path).toBe(title)
    expect(meta['twitter:title'], path).toBe(title)
    expect(meta['og:description'], path).toBe(description)
    expect(meta['twitter:description'], path).toBe(description)
    expect(meta['twitter:image'], path).toBe(image)
    expect(meta['twitter:card'], path).toBe('summary_large_image')
    expect(meta['og:type'], path).toBe(WEBSITES.has(path) ? 'website' : 'article')
    expect(titles, path).toBe(1)
    for (const [key, set, value] of [['title', seen.title, title], ['description', seen.description, description], ['image', seen.image, image]] as const) {
      expect(value, `${path} ${key}`).toBeTruthy()
      expect(set.has(value ?? ''), `${path} repeats a ${key}`).toBe(false)
      set.add(value ?? '')
    }
    const png = await fetchPublic(request, image ?? '')
    expect(png.headers()['content-type']).toBe('image/png')
    expect(pngSize(await png.body()), image ?? '').toEqual({ width: 1200, height: 630 })
  }
})

test('the sitemap lists every known route, and robots.txt points at it', async ({ page, request }) => {
  await page.goto('/')
  const home = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? ''
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(listed).toEqual(KNOWN_ROUTES.map(([path]) => new URL(path.slice(1), home).href))
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${new URL('sitemap.xml', home).href}`)
})

/** The feed every page links to, parsed by the browser's own XML parser. */
async function readFeed(page: Page) {
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')
  const response = await page.request.get(new URL(href ?? '').pathname)
  expect(response.headers()['content-type']).toMatch(/xml/)
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('the feed is not well-formed XML')
    return {
      href: doc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
      language: doc.documentElement.getAttribute('xml:lang'),
      entries: [...doc.querySelectorAll('entry')].map((entry) => ({
        title: entry.querySelector('title')?.textContent,
        link: entry.querySelector('link')?.getAttribute('href'),
        ...(entry.hasAttribute('xml:lang') && { language: entry.getAttribute('xml:lang') }),
      })),
    }
  }, await response.text())
}

test('every page links the Atom feed of My Journey, which has one entry per article', async ({ page }) => {
  for (const path of PAGE_OF_EACH_KIND) {
    await page.goto(path)
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]'), path).toHaveCount(1)
  }
  const home = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? ''
  const feed = await readFeed(page)
  expect(feed.href).toBe(new URL('feed.xml', new URL('/', home)).href)
  expect(feed.language, 'the feed says what language its articles are in').toBe(LANGUAGE)
  expect(feed.entries).toHaveLength(CONTENT.journey.length)
  for (const { path, title, language } of CONTENT.journey) expect(feed.entries).toContainEqual({ title, link: new URL(path, home).href, ...(language && { language }) })
})

/** The direction an entry is written in: its language's, or the site's. */
const directionOf = (entry: { language?: string }) => textDirection(entry.language ?? LANGUAGE)

/**
 * On the page of an entry written in another language than the site's: its title, text and pictures'
 * descriptions are marked as that language, its title and text read in its direction, the page's own
 * words in the site's language, and its structured data says it.
 */
async function expectMarkedAsWritten(page: Page, entry: { path: string; title: string; language?: string }) {
  await page.goto(entry.path)
  await expect(page.locator('html'), 'the page’s own words stay in the site’s language').toHaveAttribute('lang', LANGUAGE)
  const heading = page.getByRole('heading', { level: 1, name: entry.title, exact: true })
  const text = page.locator('main [data-pagefind-body]').last()
  await expect(heading).toHaveAttribute('lang', entry.language ?? '')
  await expect(text, 'its text, the last part search indexes').toHaveAttribute('lang', entry.language ?? '')
  // Read in its own direction: an article in Arabic from the right on an English site.
  for (const written of [heading, text]) await expect(written).toHaveCSS('direction', directionOf(entry))
  const described = await page.locator('main img:not([alt=""])').evaluateAll((images) =>
    images.map((image) => ({ alt: image.getAttribute('alt'), lang: image.closest('[lang]')?.getAttribute('lang') })),
  )
  for (const { alt, lang } of described) expect(lang, `the language of "${alt}"`).toBe(entry.language)
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(data.inLanguage).toBe(entry.language)
}

const IN_ANOTHER_LANGUAGE = CONTENT.journey.filter((article) => article.language !== undefined)
const PROJECTS_IN_ANOTHER_LANGUAGE = CONTENT.projects.filter((project) => project.language !== undefined)

test('an article in another language than the site’s says so, on its page, in the lists and its data', async ({ page }) => {
  test.skip(IN_ANOTHER_LANGUAGE.length === 0, 'every article is in the site’s language')
  for (const article of IN_ANOTHER_LANGUAGE) {
    await expectMarkedAsWritten(page, article)
    await page.goto('/experience')
    const listed = page.getByRole('link', { name: article.title, exact: true })
    await expect(listed).toHaveAttribute('lang', article.language ?? '')
    await expect(listed).toHaveCSS('direction', directionOf(article))
    // On the page of the article after it, or before it, the link to it.
    const at = CONTENT.journey.indexOf(article)
    const [neighbour, rel] = at + 1 < CONTENT.journey.length ? [CONTENT.journey[at + 1], words.journey.previous] : [CONTENT.journey[at - 1], words.journey.next]
    if (neighbour) {
      await page.goto(neighbour.path)
      const link = page.getByRole('navigation', { name: words.journey.neighbours, exact: true }).getByRole('link', { name: `${rel}: ${article.title}`, exact: true })
      const title = link.getByText(article.title, { exact: true })
      await expect(title).toHaveAttribute('lang', article.language ?? '')
      await expect(title).toHaveCSS('direction', directionOf(article))
      await expect(link, 'named by what it shows, its title in its language').not.toHaveAttribute('aria-label')
    }
    if (!HOME_ARTICLES.includes(article)) continue
    await page.goto('/')
    const card = page.getByRole('heading', { level: 3, name: article.title, exact: true })
    await expect(card, 'its card on the home page').toHaveAttribute('lang', article.language ?? '')
    await expect(card).toHaveCSS('direction', directionOf(article))
  }
})

test('a project written up in another language than the site’s says so, on its page and its card', async ({ page }) => {
  test.skip(PROJECTS_IN_ANOTHER_LANGUAGE.length === 0, 'every project is in the site’s language')
  for (const project of PROJECTS_IN_ANOTHER_LANGUAGE) {
    await expectMarkedAsWritten(page, project)
    await expect(page.getByText(project.description, { exact: true }), 'its description').toHaveAttribute('lang', project.language ?? '')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 3, name: project.title , exact: true }), 'its card on the home page').toHaveAttribute('lang', project.language ?? '')
  }
})

test('structured data names the owner, each article and each project', async ({ page }) => {
  const data = async (path: string) => {
    await page.goto(path)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
  }
  expect(await data('/')).toEqual([expect.objectContaining({ '@type': 'Person', name: CONTENT.ownerName })])
  for (const article of CONTENT.journey.slice(-2)) {
    const [found, ...more] = await data(article.path)
    expect(more).toEqual([])
    expect(found).toMatchObject({ '@type': 'Article', headline: article.title, ...(article.published && { datePublished: article.published }) })
    expect(String(found?.image)).toMatch(/^https?:\/\/[^/]+\/assets\//)
  }
  for (const project of CONTENT.projects.slice(0, 1)) {
    expect(await data(project.path)).toEqual([expect.objectContaining({ '@type': 'CreativeWork', name: project.title })])
  }
})

test('the favicon set and the web manifest exist', async ({ page, request }) => {
  await page.goto(DETAIL_PAGE)
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
    const href = await page.locator(selector).getAttribute('href')
    expect((await request.get(href ?? '')).status(), selector).toBe(200)
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', lang: LANGUAGE })
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    if (icon.sizes !== 'any') {
      const side = Number(icon.sizes.split('x')[0])
      expect(pngSize(await response.body())).toEqual({ width: side, height: side })
    }
  }
})

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  test('in-app navigation carries the head along', async ({ page }) => {
    const [certificate] = CONTENT.certificates
    test.skip(!certificate, 'the content has no certificate')
    if (!certificate) return
    await page.goto('/')
    await page.getByRole('region', { name: words.home.sections.certifications, exact: true }).getByRole('link').first().click()
    await expect(page).toHaveTitle(titleOf(certificate.title))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${certificate.path}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og/certificate-${certificate.id}\\.png$`))
  })

  test('in-app navigation carries the page’s schema.org data and data file along, as its own HTML has them', async ({ page }) => {
    const article = HOME_ARTICLES.at(-1)
    test.skip(!article, 'the content has no article')
    if (!article) return
    // The page's own schema.org data and data file's link: live in the document, or as the host serves the page.
    const live = () =>
      page.evaluate(() => ({
        data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as unknown),
        file: [...document.querySelectorAll('link[rel="alternate"][type="application/json"]')].map((link) => link.getAttribute('href')),
      }))
    const served = async (path: string) => {
      const html = await (await page.request.get(path)).text()
      return {
        data: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text ?? '') as unknown),
        file: [...html.matchAll(/<link rel="alternate" type="application\/json" href="([^"]+)"/g)].map(([, href]) => href),
      }
    }
    await page.goto('/')
    await appStarted(page)
    // Home → an article (its card) → its category's page (the article's category link) → back.
    await page.getByRole('region', { name: words.home.sections.experiences, exact: true }).getByRole('link', { name: article.title, exact: true }).click()
    await expect(page).toHaveURL(article.path)
    await expect.poll(live).toEqual(await served(article.path))
    await page.getByRole('main').getByRole('link', { name: categoryLinkName(article.category), exact: true }).click()
    await expect(page).toHaveURL(/\/experience\/category\//)
    await expect.poll(live).toEqual(await served(new URL(page.url()).pathname))
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(live).toEqual(await served('/'))
  })

  test('an unknown id served by 404.html gets its not-found title', async ({ page }) => {
    await page.goto(CONTENT.notFound.project)
    await expect(page.getByRole('heading', { name: words.project.notFound, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${words.project.notFound} · ${profile.name}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
