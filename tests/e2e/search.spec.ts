import AxeBuilder from '@axe-core/playwright'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { SITE_LANGUAGE } from '../../src/content/owner'
import { words } from '../../src/content/words'
import { textDirection } from '../../src/lib/textDirection'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { holdApp } from './holdApp'
import { CONTENT } from './knownRoutes'
import { searchablePages, wordOnlyIn } from './searchablePages'
import { settle } from './settle'
import { serveSiteVariant } from './siteVariant'

/*
 * The search on /experience, against dist/: what it finds follows the content, read from the
 * built site's data files. Nothing of it is fetched before the visitor starts a search.
 */

const SITE = join(process.cwd(), 'dist')
const pages = searchablePages(SITE)
const articles = pages.filter((page) => page.path.startsWith('/experience/'))
const target = articles.length > 0 ? wordOnlyIn(pages, articles) : undefined
// The search box is on the list of articles, which offers none until there is an article.
test.skip(target === undefined, 'the content has no article')
const article = { path: target?.page.path ?? '', title: target?.page.title ?? '' }
const word = target?.word ?? ''

/** The requests for the search's files (its script, WebAssembly, index), as they are made. */
function searchRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('pagefind')) seen.push(request.url())
  })
  return seen
}

async function openList(page: Page) {
  await page.goto('/experience')
  await appStarted(page)
}

const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: words.search.label, exact: true })
/** Any list of results, whatever it was found for: the one list the search holds. */
const results = (page: Page) => page.getByRole('search').getByRole('list')
/** The results of the search for `typed`, once it has ended (the list is named for what it found). */
const resultsFor = (page: Page, typed: string) => page.getByRole('list', { name: words.search.results(typed), exact: true })
/** What the status says once the search for `typed` has found this one result, or none. */
const found = (typed: string, total: 0 | 1) => words.search.found(typed, total, total)

test(`a word of one article's body ("${word}") finds that article alone, the word marked`, async ({ page }) => {
  const requests = searchRequests(page)
  await openList(page)
  await page.getByRole('link', { name: article.title , exact: true }).hover()
  await page.mouse.wheel(0, 600)
  await page.waitForLoadState('networkidle')
  expect(requests, 'nothing of the search before it starts').toEqual([])

  await searchBox(page).pressSequentially(word, { delay: 50 })
  await expect(page.getByRole('status')).toHaveText(found(word, 1))
  const result = resultsFor(page, word).getByRole('listitem')
  await expect(result).toHaveCount(1)
  await expect(result.getByRole('link')).toHaveText(article.title)
  await expect(result.getByRole('link')).toHaveAttribute('href', article.path)
  await expect(result.locator('mark').filter({ hasText: new RegExp(`^${word}$`, 'i') })).not.toHaveCount(0)
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)

  await result.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: article.title, exact: true })).toBeVisible()
})

/** The articles written the other way from the site's language: an article in Arabic on an English site. */
const writtenTheOtherWay = CONTENT.journey.filter(({ language }) => language !== undefined && textDirection(language) !== textDirection(SITE_LANGUAGE))

test('a result written the other way from the site’s language is shown in its own direction', async ({ page }) => {
  test.skip(writtenTheOtherWay.length === 0, 'no article is written the other way from the site’s language')
  await openList(page)
  for (const { path, title, language = SITE_LANGUAGE } of writtenTheOtherWay) {
    const { word: own } = wordOnlyIn(pages, pages.filter((searchable) => searchable.path === path))
    await searchBox(page).fill(own)
    const result = resultsFor(page, own).getByRole('listitem')
    await expect(result.getByRole('link')).toHaveText(title)
    await expect(result.getByRole('link')).toHaveCSS('direction', textDirection(language))
    await expect(result.getByRole('paragraph')).toHaveCSS('direction', textDirection(language))
  }
})

test('keys typed while the search loads fetch nothing for the beginnings they replaced', async ({ page }) => {
  const requests = searchRequests(page)
  await openList(page)
  let release = () => {}
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/pagefind/pagefind.js', async (route) => {
    await typed
    await route.continue()
  })

  // A pause after each key longer than the one the search waits for: each beginning of the word is
  // a search of its own, waiting for Pagefind, and replaced by the next key before it loads.
  await searchBox(page).pressSequentially(word, { delay: 100 })
  release()
  await expect(page.getByRole('status')).toHaveText(found(word, 1))
  expect(requests.filter((url) => url.includes('/pagefind/fragment/')), 'the fragment of the one result, no other').toHaveLength(1)
})

test('a word found only on a certificate finds nothing: certificates, home and lists are not indexed', async ({ page }) => {
  const folder = join(SITE, 'data/certificate')
  test.skip(!existsSync(folder), 'the content has no certificate')
  const certificates = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8').toLowerCase())
  const indexed = new Set(pages.flatMap((page) => page.allWords))
  const certificateWord = certificates
    .flatMap((text) => text.match(/\p{L}{5,}/gu) ?? [])
    .find((candidate) => ![...indexed].some((other) => other.startsWith(candidate.slice(0, candidate.length - 2))))
  test.skip(certificateWord === undefined, 'every word of the certificates is also in an article or project')
  await openList(page)
  await searchBox(page).fill(certificateWord ?? '')
  await expect(page.getByRole('status')).toHaveText(found(certificateWord ?? '', 0))
  await expect(results(page)).toHaveCount(0)
})

test('by keyboard alone: Tab to the box, type, arrow or Tab to the result, Enter opens it; Escape clears', async ({ page }) => {
  await openList(page)
  for (let stop = 0; stop < 30 && !(await searchBox(page).evaluate((box) => box === document.activeElement)); stop++) await page.keyboard.press('Tab')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type(word)
  const link = resultsFor(page, word).getByRole('link', { name: article.title , exact: true })
  await expect(link).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(link).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(searchBox(page)).toBeFocused()
  await expect(searchBox(page)).toHaveValue('')
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText('')

  // Typed again, the box shows nothing of the search before it until the word's own has ended.
  await page.keyboard.type(word.slice(0, 1))
  expect(await resultsFor(page, word).count(), 'the last search’s results, shown again').toBe(0)
  await page.keyboard.type(word.slice(1))
  await expect(link).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${article.path}$`))
  await expect(page.getByRole('heading', { level: 1, name: article.title, exact: true })).toBeVisible()
})

test('keys typed before the app has arrived are kept, and searched with those after it', async ({ page }) => {
  const release = await holdApp(page)
  await page.goto('/experience')
  const half = Math.ceil(word.length / 2)
  await searchBox(page).pressSequentially(word.slice(0, half))
  await expect(searchBox(page)).toHaveValue(word.slice(0, half))

  release()
  await appStarted(page)
  await settle(page)
  await expect(searchBox(page), 'the keys typed before the app, still in the box').toHaveValue(word.slice(0, half))
  await searchBox(page).pressSequentially(word.slice(half))
  await expect(searchBox(page)).toHaveValue(word)
  await expect(page.getByRole('status')).toHaveText(found(word, 1))
  await expect(resultsFor(page, word).getByRole('link')).toHaveText(article.title)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`with results shown, no axe violation at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openList(page)
    await searchBox(page).fill(word)
    await expect(resultsFor(page, word).getByRole('link')).toHaveCount(1)
    const { violations } = await new AxeBuilder({ page })
      .include('form[role="search"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list shows no search box, which could do nothing', async ({ page }) => {
    await page.goto('/experience')
    await expect(page.getByRole('link', { name: article.title , exact: true })).toBeVisible()
    await expect(page.getByRole('searchbox')).toHaveCount(0)
  })
})

test.describe('under a base path', () => {
  serveSiteVariant({ name: 'search-subpath-site', port: Number(process.env.SEARCH_SUBPATH_PORT ?? 4179), env: { BASE_PATH: '/portfolio/' } })

  test('the search loads from the site’s folder and its result opens the article there', async ({ page }) => {
    await page.goto('/portfolio/experience')
    await appStarted(page)
    await searchBox(page).fill(word)
    const link = resultsFor(page, word).getByRole('link', { name: article.title , exact: true })
    await expect(link).toHaveAttribute('href', `/portfolio${article.path}`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/portfolio${article.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: article.title, exact: true })).toBeVisible()
  })
})
