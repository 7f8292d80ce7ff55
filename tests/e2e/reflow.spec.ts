import type { Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, KNOWN_ROUTES } from './knownRoutes'

/*
 * Every screen at the narrowest width a visitor may have: a 320 px phone, and a 1280×800 window
 * zoomed to 400 % (320×200 CSS px at 4 device pixels each, WCAG 2.2's 1.4.10 Reflow). Nothing scrolls
 * sideways, every control is on the screen and at least 24×24 px (2.5.8; links inside running text are
 * exempt), and every phrase of the tagline fits whole.
 */

const SCREENS = [
  { name: '320×640 phone', viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 },
  { name: '1280×800 at 400 %', viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 },
] as const

/** Links and buttons a visitor can see and use, with their boxes; inline links of running text apart. */
function controls(page: Page) {
  return page.locator('a[href], button').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return style.visibility !== 'hidden' && box.width > 2 && box.height > 2 && style.display !== 'inline'
      })
      .map((element) => {
        const box = element.getBoundingClientRect()
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30), left: box.left, right: box.right, width: box.width, height: box.height }
      }),
  )
}

/** How many lines `text` takes where it first stands in `element`'s text, across the elements it is set in. In the page. */
function linesOf(element: Element, text: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node instanceof Text) nodes.push(node)
  const start = nodes.map((node) => node.data).join('').indexOf(text)
  if (start < 0) return 0
  // The text node an offset into the whole text falls in, and the offset in it.
  const at = (offset: number): [Text, number] => {
    let rest = offset
    for (const node of nodes) {
      if (rest <= node.data.length) return [node, rest]
      rest -= node.data.length
    }
    throw new Error(`no text at ${offset}`)
  }
  const range = document.createRange()
  range.setStart(...at(start))
  range.setEnd(...at(start + text.length))
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom))).size
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, reducedMotion: 'reduce' })

    for (const [path] of KNOWN_ROUTES) {
      test(`${path}: no sideways scrolling, every control on screen and at least 24×24`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screen.viewport.width)
        const found = await controls(page)
        expect(found.length, 'the top bar’s links and buttons at least').toBeGreaterThan(CONTENT.navigation.length)
        for (const control of found) {
          expect(control.left, `${control.name} starts on screen`).toBeGreaterThanOrEqual(0)
          expect(control.right, `${control.name} ends on screen`).toBeLessThanOrEqual(screen.viewport.width)
          expect(Math.min(control.width, control.height), `${control.name} is large enough`).toBeGreaterThanOrEqual(24)
        }
        const bar = page.getByRole('banner')
        await expect(bar.getByRole('navigation', { name: words.site.sections, exact: true }).getByRole('link')).toHaveCount(CONTENT.navigation.length)
        for (const control of await bar.getByRole('link').or(bar.getByRole('button')).all()) await expect(control).toBeInViewport()
      })
    }

    test('each article’s reading time stays on one line', async ({ page }) => {
      test.skip(CONTENT.journey.length === 0, 'the content has no article')
      // Where it falls on the line follows the date and the title before it: every article's is looked at.
      for (const article of CONTENT.journey) {
        await page.goto(article.path)
        const readingTime = words.journey.readingTime(article.minutes)
        const meta = page.getByText(readingTime).last()
        await expect(meta).toBeVisible()
        expect(await meta.evaluate(linesOf, readingTime), article.path).toBe(1)
      }
    })

    test('every phrase of the tagline fits its line whole with the caret, and so does the heading', async ({ page }) => {
      await page.goto('/')
      // Each phrase's box (its inset and characters, however it is clipped or moved) beside the caret's.
      const tagline = await page.getByTestId('tagline').evaluate((host) => {
        const width = (element: Element | null) => element?.getBoundingClientRect().width ?? NaN
        const caret = width(host.querySelector('[data-caret]'))
        const line = host.parentElement?.getBoundingClientRect()
        const first = document.createRange()
        first.selectNodeContents(host.querySelector('[data-phrase]') ?? host)
        const shown = first.getBoundingClientRect()
        return {
          line: [line?.left ?? NaN, line?.right ?? NaN],
          phrases: Array.from(host.querySelectorAll('[data-phrase]'), (phrase) => ({ text: phrase.textContent, width: width(phrase) + caret })),
          shown: [shown.left, shown.right],
        }
      })
      const [lineLeft = NaN, lineRight = NaN] = tagline.line
      expect(tagline.phrases.map(({ text }) => text)).toEqual(CONTENT.taglines)
      for (const { text, width } of tagline.phrases) expect(width, `${text} with the caret`).toBeLessThanOrEqual(lineRight - lineLeft + 0.5)
      const [shownLeft = NaN, shownRight = NaN] = tagline.shown
      expect(shownLeft, 'the phrase standing starts on its line').toBeGreaterThanOrEqual(lineLeft - 0.5)
      expect(shownRight, 'the phrase standing ends on its line').toBeLessThanOrEqual(lineRight + 0.5)
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect(heading?.x).toBeGreaterThanOrEqual(0)
      expect((heading?.x ?? NaN) + (heading?.width ?? NaN)).toBeLessThanOrEqual(screen.viewport.width)
    })
  })
}
