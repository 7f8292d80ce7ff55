import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from './fixtures'
import { startScripts, startScriptsGzip } from '../../scripts/startScripts.mjs'
import { words } from '../../src/content/words'
import { pageMeta } from '../../src/lib/pageMeta'
import { paths } from '../../src/lib/paths'
import { HOME_JOURNEY_CARDS } from '../../src/lib/routeData'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { unescapedText } from '../../src/routes/renderedText'
import { appStarted } from './appStarted'
import { idlePartsShown } from './idleParts'
import { CONTENT, HOME_ARTICLES, titleOf } from './knownRoutes'
import { layoutShiftSoFar, watchLayoutShift } from './layoutShift'
import { searchablePages, wordOnlyIn } from './searchablePages'
import { settle } from './settle'
import { serveSiteVariant } from './siteVariant'

/*
 * What every page loads does not grow with what the owner writes: the site built with 50 more
 * articles (CONTENT_SAMPLE=50, each about 500 words with four 12-megapixel photos) against dist/.
 * Sizes only, never timings.
 */

/** The owner's articles and the sample's 50. */
const ARTICLES = CONTENT.journey.length + 50
/** The home page's last article card. */
const latest = HOME_ARTICLES.at(-1)

const KB = 1000
/** The growth of the scripts allowed for 50 more articles: the chance variation of a minifier, not content. */
const GROWTH = 1 * KB

/** The scripts every page runs before it is interactive: the entry and the app it starts. */
function pageScripts(site: string) {
  const files = startScripts(site)
  return { files: files.join(', '), code: files.map((file) => readFileSync(join(site, file), 'utf8')).join('\n'), gzip: startScriptsGzip(site) }
}

test.describe('with 50 more articles', () => {
  // One worker, one build, served for the search.
  serveSiteVariant({ name: 'sample-50-site', port: Number(process.env.SCALE_PORT ?? 4178), env: { CONTENT_SAMPLE: '50' } })
  const sample = resolve('node_modules/.cache/sample-50-site')

  test('the scripts every page runs grow by at most 1 KB (gzip), and hold no article', () => {
    const [owner, grown] = [pageScripts(join(process.cwd(), 'dist')), pageScripts(sample)]
    expect(grown.gzip - owner.gzip, `${owner.files}: ${owner.gzip} B → ${grown.files}: ${grown.gzip} B`).toBeLessThanOrEqual(GROWTH)
    expect(grown.code).not.toContain('Paragraph 1 of sample article 50 of 50.')
    expect(grown.code).not.toContain('Sample event 50')
  })

  test('the home page shows the latest six articles and links to the list of every one', () => {
    const home = JSON.parse(readFileSync(join(sample, 'data/home.json'), 'utf8')) as { journey: { id: string }[]; journeyCount: number }
    expect(home.journey).toHaveLength(HOME_JOURNEY_CARDS)
    expect(home.journeyCount).toBe(ARTICLES)
    const html = unescapedText(readFileSync(join(sample, 'index.html'), 'utf8'))
    // Each card's article, not its category.
    const cards = [...html.matchAll(/href="(\/experience\/(?!category\/)[^"]+)"/g)].map((match) => match[1])
    expect(cards).toEqual(home.journey.map((card) => paths.journey(card.id)))
    expect(html).toMatch(new RegExp(`href="/experience"[^>]*>${escapeRegExp(words.home.allArticles(ARTICLES))}<`))
    const list = readFileSync(join(sample, 'experience/index.html'), 'utf8')
    // Each article's link, not its category's.
    expect(list.match(/href="\/experience\/(?!category\/)[^"]+"/g)).toHaveLength(ARTICLES)
  })

  test('nothing of the search is asked for before a search, and a search finds a sample article', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.includes('pagefind') || path.includes('/SearchResults-')) asked.push(path)
    })
    await page.goto('/experience')
    await appStarted(page)
    await page.mouse.wheel(0, 2000)
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])

    const pages = searchablePages(sample)
    const { page: article, word } = wordOnlyIn(
      pages,
      pages.filter((candidate) => candidate.path.startsWith('/experience/sample-')),
    )
    await page.getByRole('searchbox', { name: words.search.label, exact: true }).fill(word)
    // The word is that article's alone as the text has it; Pagefind also matches other words that
    // start with it, so others may follow, after the one it names exactly.
    await expect(page.getByRole('list', { name: words.search.results(word), exact: true }).getByRole('link').first()).toHaveText(article.title)
  })

  test('the list lays out only the lines near the view; one far below comes as it is scrolled to, and opens', async ({ page }) => {
    const { articles } = JSON.parse(readFileSync(join(sample, 'data/experience.json'), 'utf8')) as { articles: { id: string; title: string }[] }
    const last = articles.at(-1)
    if (!last) throw new Error('the list of articles is empty')
    await page.goto('/experience')
    await appStarted(page)
    const link = page.getByRole('main').getByRole('link', { name: last.title, exact: true })
    const laidOut = () => link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    expect(await laidOut(), 'the last line, far below the view, is not laid out yet').toBe(false)
    await link.scrollIntoViewIfNeeded()
    await expect.poll(laidOut).toBe(true)
    await link.click()
    await expect(page).toHaveURL(paths.journey(last.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title)
  })

  test('the list’s first view does not move as its lines are laid out, on a phone or a wide screen', async ({ page }) => {
    await watchLayoutShift(page)
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport)
      await page.goto('/experience')
      await appStarted(page)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await settle(page)
      const shift = await layoutShiftSoFar(page)
      // A line in view drawn first at its counted size shifts the page by 0.004 or more; a web font
      // that comes after the first paint on a busy machine, by about 0.0001.
      expect(shift, `layout shift at ${viewport.width}×${viewport.height}`).toBeLessThan(0.001)
    }
  })

  test('an article’s text arrives with its own page', () => {
    const data = readFileSync(join(sample, 'data/experience/sample-50.json'), 'utf8')
    expect(data).toContain('Paragraph 1 of sample article 50 of 50.')
    expect(readFileSync(join(sample, 'experience/sample-50/index.html'), 'utf8')).toContain('Paragraph 1 of sample article 50 of 50.')
  })
})

test('the owner’s articles are not in those scripts either', () => {
  const { code } = pageScripts(join(process.cwd(), 'dist'))
  for (const { summary } of CONTENT.journey) expect(code).not.toContain(summary)
})

test('nor what comes once the page is hydrated: the rain’s components and the head’s updater', () => {
  const dist = join(process.cwd(), 'dist')
  const { code } = pageScripts(dist)
  const everyChunk = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
    .join('\n')
  // Marks no minifier renames: the rain's test for a canvas a worker can draw on, and the start of
  // the name the head gives a category's preview image (not a phrase of words.ts: those come with the app).
  const category = pageMeta(paths.journeyCategory('mark'), { name: 'mark', articles: [] }).preview.slug.replace(/mark$/, '')
  const marks = ['transferControlToOffscreen', category]
  for (const mark of marks) {
    expect(everyChunk, mark).toContain(mark)
    expect(code, mark).not.toContain(mark)
  }
})

test('a prerendered page names its screen’s data, which is asked for once, with the app', async ({ page }) => {
  test.skip(!latest, 'the content has no article')
  if (!latest) return
  const file = `/data${latest.path}.json`
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  const html = await (await page.request.get(latest.path)).text()
  expect(html, 'not preloaded by the page itself').not.toMatch(/<link [^>]*as="fetch"/)
  await page.goto(latest.path, { waitUntil: 'commit' })
  await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute('href', file)
  await appStarted(page)
  await expect(page.getByRole('heading', { level: 1, name: latest.title, exact: true })).toBeVisible()
  // The entry's preload, and the app's own request answered from it.
  await expect.poll(() => asked.filter((path) => path === file)).toHaveLength(1)
})

test('from the home page, an article whose link was hovered opens with no request after the click', async ({ page }) => {
  test.skip(!latest, 'the content has no article')
  if (!latest) return
  await page.goto('/')
  const link = page.getByRole('region', { name: words.home.sections.experiences, exact: true }).getByRole('link', { name: latest.title, exact: true })
  // Coming into view starts the load as much as the hover does; either way it is done before the click.
  const data = page.waitForResponse((response) => response.url().endsWith(`/data${latest.path}.json`))
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  await data
  // What the page fetches once idle (the cursor ring, the toasts) is not the click's: past that.
  await idlePartsShown(page)
  const after: string[] = []
  page.on('request', (request) => {
    if (['script', 'fetch', 'xhr'].includes(request.resourceType())) after.push(request.url())
  })
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: latest.title, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(titleOf(latest.title))
  // The article then loads ahead the screens its own links in view open (its category's): not its own.
  const ahead = (url: string) => new URL(url).pathname.startsWith('/data/') && !url.endsWith(`/data${latest.path}.json`)
  expect(after.filter((url) => !ahead(url))).toEqual([])
})
