import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { profile } from '../../src/content/profile'
import { words } from '../../src/content/words'
import { characters } from '../../src/lib/characters'
import { directionOfText } from '../../src/lib/textDirection'
import { expect, test } from './fixtures'
import { HEADING_DELAY_MS, HEADING_STEP_MS, headingCut, holdHeadingTyping, stopHeadingAt } from './heldHeading'
import { CONTENT } from './knownRoutes'

/**
 * A site in a language written from the right: the build gives its pages `<html dir="rtl">`
 * (scripts/pageLanguage.test.ts), and the cleared copy of `npm run test:owner` is such a site. Here
 * this site's pages are served with one direction or the other, whatever its language, and read in
 * the browser as a visitor meets them.
 */
function serveReadFrom(page: Page, side: { direction: 'ltr' | 'rtl' }) {
  return page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = (await response.text()).replace(/<html lang="([^"]*)"(?: dir="[^"]*")?>/, `<html lang="$1" dir="${side.direction}">`)
    await route.fulfill({ response, body: html })
  })
}

/** The still rain drawn behind the content, hidden so that a screenshot holds the page's own pixels. */
const hideRain = (page: Page) => page.addStyleTag({ content: 'canvas { visibility: hidden !important; }' })

/**
 * Where an arrow drawn on the screen points: the side of its head, the columns of pixels with most of
 * the arrow's colour (its shaft is a line; its head is two strokes across it).
 */
async function pointsTo(arrow: Locator): Promise<'left' | 'right'> {
  const { data, info } = await sharp(await arrow.screenshot()).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
  const background = pixel(0, 0)
  const inked = (x: number, y: number) => pixel(x, y).reduce((sum, value, channel) => sum + Math.abs(value - (background[channel] ?? 0)), 0) > 90
  const columns = Array.from({ length: info.width }, (_, x) => Array.from({ length: info.height }, (_, y) => inked(x, y)).filter(Boolean).length)
  const drawn = columns.flatMap((count, x) => (count > 0 ? [x] : []))
  const most = Math.max(...columns)
  const head = columns.flatMap((count, x) => (count >= most * 0.6 ? [x] : []))
  const middle = (Math.min(...drawn) + Math.max(...drawn)) / 2
  return head.reduce((sum, x) => sum + x, 0) / head.length < middle ? 'left' : 'right'
}

test.describe('a page read from the right', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

    test('the top bar starts at the right, and each icon’s name stays on the screen', async ({ page }) => {
      await serveReadFrom(page, { direction: 'rtl' })
      await page.goto('/')
      const bar = page.getByRole('banner')
      const brand = await bar.getByRole('link', { name: words.site.home(profile.name), exact: true }).boundingBox()
      // Its name changes once the page is live and has read the visitor's wish for less motion.
      const motion = bar.getByRole('button', { name: words.site.resumeMotion, exact: true })
      await expect(motion, 'live, its motion paused as the visitor asks').toBeVisible()
      const motionBox = await motion.boundingBox()
      expect(brand && motionBox && brand.x > motionBox.x, 'the brand right of the motion control').toBe(true)
      const named = [
        ...CONTENT.navigation.map(({ name }) => [bar.getByRole('link', { name, exact: true }), name] as const),
        [motion, words.site.resumeMotion] as const,
      ]
      for (const [control, name] of named) {
        await control.hover()
        const tip = control.getByText(name, { exact: true })
        await expect(tip).toBeVisible()
        const box = await tip.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= 390, `"${name}" within the screen: ${JSON.stringify(box)}`).toBe(true)
      }
    })

    test('the skip link stands at the top right once it has focus', async ({ page }) => {
      await serveReadFrom(page, { direction: 'rtl' })
      await page.goto('/')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: words.site.skipToContent, exact: true })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      const box = await skip.boundingBox()
      expect(box && box.x + box.width <= 390 && 390 - (box.x + box.width) < box.x, `nearer the right: ${JSON.stringify(box)}`).toBe(true)
    })
  })

  test.describe('on a wide screen', () => {
    test.use({ deviceScaleFactor: 2, reducedMotion: 'reduce' })

    test('arrows point along the text: back to the line’s start, on to its end', async ({ page }) => {
      const side = { direction: 'ltr' as 'ltr' | 'rtl' }
      await serveReadFrom(page, side)
      const back = page.getByRole('link', { name: words.journey.backToHome, exact: true }).locator('svg')
      const readArrows = async () => {
        await page.goto('/experience')
        await hideRain(page)
        return pointsTo(back)
      }
      expect(await readArrows(), 'a page read from the left').toBe('left')
      side.direction = 'rtl'
      expect(await readArrows(), 'a page read from the right').toBe('right')
    })

    test('an article’s neighbours: the one before at the right, pointed to from there', async ({ page }) => {
      const middle = CONTENT.journey[Math.floor(CONTENT.journey.length / 2)]
      test.skip(CONTENT.journey.length < 3 || !middle, 'the content has fewer than three articles')
      if (!middle) return
      await serveReadFrom(page, { direction: 'rtl' })
      await page.goto(middle.path)
      await hideRain(page)
      const nav = page.getByRole('navigation', { name: words.journey.neighbours, exact: true })
      const [before, after] = [nav.getByRole('link').first(), nav.getByRole('link').last()]
      const [beforeBox, afterBox] = [await before.boundingBox(), await after.boundingBox()]
      expect(beforeBox && afterBox && beforeBox.x > afterBox.x, 'the one before right of the one after').toBe(true)
      expect(await pointsTo(before.getByText('←', { exact: true }))).toBe('right')
      expect(await pointsTo(after.getByText('→', { exact: true }))).toBe('left')
    })
  })

  test('the heading types from where its own writing starts', async ({ page }) => {
    await holdHeadingTyping(page)
    await serveReadFrom(page, { direction: 'rtl' })
    await page.goto('/')
    // Halfway through its typing: the side not typed yet is cut.
    await stopHeadingAt(page, HEADING_DELAY_MS + (HEADING_STEP_MS * characters(words.home.heading).length) / 2)
    const clip = await page.getByTestId('typed-heading').evaluate(headingCut)
    const headingFromRight = directionOfText(words.home.heading) === 'rtl'
    expect(headingFromRight ? clip.left : clip.right, `the heading's end cut: ${JSON.stringify(clip)}`).toBeGreaterThan(0)
    expect(headingFromRight ? clip.right : clip.left).toBe(0)
  })

  test('the tagline’s caret stands where its own writing ends', async ({ page }) => {
    test.skip(CONTENT.taglines.length === 0, 'the profile has no tagline')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await serveReadFrom(page, { direction: 'rtl' })
    await page.goto('/')
    // As it stands without motion: its first phrase whole.
    const tagline = page.getByTestId('tagline')
    const phrase = await tagline.getByText(CONTENT.taglines[0] ?? '', { exact: true }).boundingBox()
    const caret = await tagline.locator('[data-caret]').boundingBox()
    if (!phrase || !caret) throw new Error('the tagline’s phrase or caret is not on the page')
    if (directionOfText(CONTENT.taglines[0] ?? '') === 'rtl') expect(caret.x + caret.width).toBeLessThanOrEqual(phrase.x + 1)
    else expect(caret.x).toBeGreaterThanOrEqual(phrase.x + phrase.width - 1)
  })
})
