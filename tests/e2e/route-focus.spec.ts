import type { Locator, Page } from '@playwright/test'
import { appStarted } from './appStarted'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, DETAIL_PAGE, HOME_ARTICLES, HOME_SECTIONS, MIDDLE_NAV_ITEM, titleOf } from './knownRoutes'

/*
 * A screen opened inside the app moves focus to its start, the way a page load would put a screen
 * reader at the top of the new page: the h1 (or the heading of the section the link points at).
 * Screen readers announce the focused heading, which the new page title repeats; nothing else
 * speaks, so the change is announced once. The first load and moves within a screen leave focus be.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: words.site.sections, exact: true })
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const matchesFocusVisible = (locator: Locator) => locator.evaluate((el) => el.matches(':focus-visible'))

/** Opens a page and waits until React has taken it over, so links navigate inside the app. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await appStarted(page)
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready') || !document.querySelector('[data-reveal]'))
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** A card of the home page and the region it is in: a project's, else a certificate's, else an article's. */
const CARD = ([
  [words.home.sections.projects, CONTENT.projects[0]],
  [words.home.sections.certifications, CONTENT.certificates[0]],
  [words.home.sections.experiences, HOME_ARTICLES.at(-1)],
] as const).find(([, entry]) => entry !== undefined)
/** An article the home page shows, with the one before it: the second with a gallery, where Tab leads next. */
const withGallery = HOME_ARTICLES.findIndex((article, index) => index > 0 && article.gallery > 0)
const [before, opened] = [HOME_ARTICLES[withGallery - 1], HOME_ARTICLES[withGallery]]
const latest = HOME_ARTICLES.at(-1)
const section = { name: MIDDLE_NAV_ITEM?.name ?? '', id: MIDDLE_NAV_ITEM?.sectionId ?? '', heading: new Map<string, string>(HOME_SECTIONS).get(MIDDLE_NAV_ITEM?.sectionId ?? '') ?? '' }

test('a click that opens another screen moves focus to its h1, which names the new page, without a ring for the mouse', async ({ page }) => {
  test.skip(!CARD, 'the home page has no card')
  const [region = '', title = ''] = [CARD?.[0], CARD?.[1]?.title]
  await open(page, '/')
  await page.getByRole('region', { name: region }).getByRole('link', { name: title, exact: true }).click()
  const heading = h1(page, title)
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle(titleOf(title))
  expect(await matchesFocusVisible(heading)).toBe(false)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('from the keyboard, the new h1 shows its focus ring and Tab continues from it', async ({ page }) => {
  test.skip(!before || !opened, 'the home page shows no article with a gallery after another')
  if (!before || !opened) return
  await open(page, '/')
  // Tab from the card before it: a keyboard walk through the whole page would take a traced test
  // most of its time on a busy machine, for nothing it checks.
  await page.getByRole('link', { name: before.title, exact: true }).focus()
  await tabTo(page, page.getByRole('link', { name: opened.title, exact: true }))
  await page.keyboard.press('Enter')
  const heading = h1(page, opened.title)
  await expect(heading).toBeFocused()
  expect(await matchesFocusVisible(heading)).toBe(true)
  await page.keyboard.press('Tab')
  // The next control after the heading in reading order, in the text or else the gallery's first picture.
  expect(await heading.evaluate((el) => !!(el.compareDocumentPosition(document.activeElement ?? el) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true)
  await expect(page.getByRole('article').locator(':focus')).toHaveCount(1)
})

test('a link to a section of another screen focuses that section’s heading while the page glides there', async ({ page }) => {
  test.skip(!MIDDLE_NAV_ITEM, 'the top bar has no section link')
  await open(page, DETAIL_PAGE)
  await tabTo(page, nav(page).getByRole('link', { name: section.name, exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/#${section.id}`)
  const heading = page.getByRole('heading', { level: 2, name: section.heading })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  // Focus goes on from the heading, not back to the top of the page; after a last section without
  // links, nothing follows it, and the browser takes Tab out of the page.
  const following = (el: Element) => !!(el.compareDocumentPosition(document.activeElement ?? el) & Node.DOCUMENT_POSITION_FOLLOWING)
  const linksFollow = await heading.evaluate((el) => [...document.querySelectorAll('a[href], button')].some((next) => !!(el.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING)))
  if (!linksFollow) return
  await page.keyboard.press('Tab')
  expect(await heading.evaluate(following)).toBe(true)
})

test('back and forward focus the start of the screen they return to', async ({ page }) => {
  test.skip(!latest, 'the content has no article')
  const title = latest?.title ?? ''
  await open(page, '/')
  await page.getByRole('region', { name: words.home.sections.experiences, exact: true }).getByRole('link', { name: title, exact: true }).click()
  await expect(h1(page, title)).toBeFocused()
  await page.goBack()
  await expect(h1(page, words.home.heading)).toBeFocused()
  await page.goForward()
  await expect(h1(page, title)).toBeFocused()
})

test('a not-found view’s way back focuses the home page’s h1', async ({ page }) => {
  await open(page, CONTENT.notFound.project)
  await expect(h1(page, words.project.notFound)).toBeVisible()
  await page.getByRole('link', { name: words.project.notFoundLink, exact: true }).click()
  await expect(h1(page, words.home.heading)).toBeFocused()
})

test('the first load leaves focus where the browser puts it', async ({ page }) => {
  await open(page, DETAIL_PAGE)
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})

test('a move within the same screen leaves focus on the link that made it', async ({ page }) => {
  test.skip(!MIDDLE_NAV_ITEM, 'the top bar has no section link')
  await open(page, '/')
  const link = nav(page).getByRole('link', { name: section.name, exact: true })
  await link.click()
  await expect(page).toHaveURL(`/#${section.id}`)
  await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeInViewport()
  await expect(link).toBeFocused()
})
