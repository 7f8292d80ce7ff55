import type { Page } from '@playwright/test'
import type { SectionId } from '../../src/content/types'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { DETAIL_PAGE, HOME_SECTIONS, KNOWN_ROUTES, NOT_FOUND_ROUTES, PAGE_OF_EACH_KIND } from './knownRoutes'
import { A_LETTER, A_WORD } from './wordPatterns'

/*
 * The structure assistive technology relies on (issue #7, WCAG 2.2 AA): a skip link, landmarks,
 * one h1 and ordered headings, a visible focus ring on everything Tab reaches, a name for every
 * link and button, and alt text that says what a picture shows (or nothing, when it is decoration).
 */

const ROUTES = [...KNOWN_ROUTES.map(([path]) => path), ...NOT_FOUND_ROUTES.map(([path]) => path)]

/** Opens a page and waits until React has taken it over (the motion control only works from then). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready') || !document.querySelector('[data-reveal]'))
}

test.describe('skip link', () => {
  for (const path of ['/', DETAIL_PAGE, NOT_FOUND_ROUTES[2][0]]) {
    test(`is the first Tab stop on ${path}, shows when focused and moves focus to the content`, async ({ page }) => {
      await open(page, path)
      const skip = page.getByRole('link', { name: words.site.skipToContent, exact: true })
      await expect(skip).not.toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
      // The next Tab lands inside the content, past the top bar.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true)
    })
  }
})

for (const path of ROUTES) {
  test(`${path}: landmarks, one h1 then headings in order, a name for every link and button, alt text`, async ({ page }) => {
    await open(page, path)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: words.site.sections, exact: true })).toHaveCount(1)
    // Another navigation (an article's previous and next) is named, and no two share a name.
    const navigations = await page.getByRole('navigation').all()
    const names = await Promise.all(navigations.map((nav) => nav.getAttribute('aria-label')))
    for (const nav of navigations) await expect(nav).toHaveAccessibleName(A_LETTER)
    expect(new Set(names).size, names.join(', ')).toBe(names.length)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const levels = await page
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))))
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i} is h${level}`).toBeLessThanOrEqual(1))

    // Icon-only links and buttons (top bar, contact, motion control) included.
    for (const role of ['link', 'button'] as const) {
      for (const control of await page.getByRole(role).all()) await expect(control).toHaveAccessibleName(A_LETTER)
    }

    await expect(page.locator('img:not([alt])')).toHaveCount(0)
    // A detail page's pictures are its content: each says what it shows (home's are decoration, below).
    if (path !== '/') {
      for (const picture of await page.getByRole('main').locator('img').all()) await expect(picture).toHaveAttribute('alt', A_WORD)
    }
  })
}

/** The home page's sections that list cards, each card with a thumbnail. */
const CARD_LISTS: readonly SectionId[] = ['certifications', 'projects', 'experiences']

test('home’s card thumbnails, beside the link that names their card, are decoration with empty alt text', async ({ page }) => {
  await open(page, '/')
  for (const [, region] of HOME_SECTIONS.filter(([id]) => CARD_LISTS.includes(id))) {
    const section = page.getByRole('region', { name: region })
    expect(await section.locator('img').count(), region).toBeGreaterThan(0)
    await expect(section.locator('img:not([alt=""])'), region).toHaveCount(0)
    await expect(section.getByRole('img'), region).toHaveCount(0)
  }
})

interface TabStop {
  /** Tag and name of the focused element, for messages. */
  name: string
  /** Inside the page's content, where the fixed top bar could cover it. */
  inContent: boolean
  /** The outline the page draws for it: its own, or its card's when the card draws it. */
  ring: { width: number; color: string } | null
}

/**
 * Describes the element Tab just focused, or returns null once focus leaves the page or comes back
 * round to an element already seen.
 */
function readTabStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const seen = ((window as unknown as { tabStops?: Element[] }).tabStops ??= [])
    const focused = document.activeElement
    if (!focused || focused === document.body || seen.includes(focused)) return null
    seen.push(focused)
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`
    let ring: TabStop['ring'] = null
    for (let element: Element | null = focused; element && !ring; element = element.parentElement) {
      const style = getComputedStyle(element)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        ring = { width: parseFloat(style.outlineWidth), color: style.outlineColor }
      }
    }
    return { name, inContent: focused.closest('main, footer') !== null, ring }
  })
}

async function tab(page: Page) {
  await page.keyboard.press('Tab')
  return readTabStop(page)
}

/** The focus colour token (`--color-focus`, a #rrggbb) in the `rgb(r, g, b)` form computed styles use. */
async function focusColor(page: Page) {
  const hex = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim())
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    for (const path of [...PAGE_OF_EACH_KIND, NOT_FOUND_ROUTES[1][0]]) {
      test(`Tab reaches every control on ${path}, each with a focus ring in view and clear of the top bar`, async ({ page }) => {
        test.slow() // a few dozen Tab stops, each looked at
        await open(page, path)
        const color = await focusColor(page)
        const barHeight = (await page.getByRole('banner').boundingBox())?.height ?? 0
        let stops = 0
        for (let stop = await tab(page); stop; stop = await tab(page)) {
          stops++
          expect(stop.ring?.width, `${path}: focus ring of ${stop.name}`).toBeGreaterThanOrEqual(2)
          expect(stop.ring?.color, `${path}: focus ring colour of ${stop.name}`).toBe(color)
          const focused = page.locator(':focus')
          await expect(focused, `${path}: ${stop.name} is in view`).toBeInViewport()
          if (stop.inContent) {
            await expect.poll(async () => (await focused.boundingBox())?.y, `${path}: ${stop.name} is below the top bar`).toBeGreaterThanOrEqual(barHeight)
          }
        }
        const focusable = await page.evaluate(
          () => document.querySelectorAll('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
        )
        expect(stops, `${path}: Tab stops`).toBe(focusable)
      })
    }
  })
}
