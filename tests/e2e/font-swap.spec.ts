import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { PAGE_OF_EACH_KIND, PAGE_OF_EVERY_SCREEN } from './knownRoutes'
import { layoutShiftSoFar, watchLayoutShift } from './layoutShift'
import { MAX_GAP, STAND_IN_FAMILIES, lineWidths, standInLines } from './lineWidths'

/*
 * A first visit on a slow link paints before the site's fonts arrive, in the system faces that stand
 * in for them (scripts/fallbackFaces.ts): resized to the fonts' width and line metrics, so the fonts
 * swap in without moving what the visitor reads. Every machine that runs this suite has one of each
 * stand-in's faces (`node scripts/browser.mjs --ensure chromium` installs Liberation's).
 */

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]

/** Holds every font request back until the returned function lets them, and any later one, through. */
async function holdFonts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\.woff2$/, (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    released = true
    await Promise.all(held.map((route) => route.continue()))
  }
}

/** The states of the faces of the site's fonts (not of their stand-ins) that the page has asked for. */
const fontStates = (page: Page) =>
  page.evaluate(
    (standIns) => [...document.fonts].filter((face) => face.status !== 'unloaded' && !standIns.includes(face.family)).map((face) => face.status),
    STAND_IN_FAMILIES,
  )

/** Two frames: what the page has laid out by now has been painted. */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

for (const viewport of VIEWPORTS) {
  for (const path of PAGE_OF_EVERY_SCREEN) {
    test(`${path} at ${viewport.width}×${viewport.height} does not move as its fonts swap in`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await watchLayoutShift(page)
      const release = await holdFonts(page)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await painted(page)
      const waiting = await fontStates(page)
      expect(waiting.length, 'the page asks for a font').toBeGreaterThan(0)
      expect(waiting.every((state) => state === 'loading'), 'no font has arrived').toBe(true)
      const before = await layoutShiftSoFar(page)
      await release()
      await page.evaluate(() => document.fonts.ready)
      await painted(page)
      expect((await fontStates(page)).every((state) => state === 'loaded'), 'every font it asked for is in use').toBe(true)
      // A shift of a line of text across a phone's view scores about 0.005; a stand-in of other widths
      // (DejaVu Sans: 7 % wider than Inter, Arial 7 % narrower) rewraps and moves several.
      expect(await layoutShiftSoFar(page), 'layout shift as the fonts swapped in').toBeLessThan(before + 0.001)
    })
  }
}

test('a line in a stand-in is as wide as in the font it stands in for', async ({ page }) => {
  await page.goto(PAGE_OF_EACH_KIND[1] ?? '/')
  for (const { family, weight, found, gap } of await standInLines((line) => page.evaluate(lineWidths, line))) {
    expect(found, `a face of ${family}'s stand-in at ${weight} on this system (fonts-liberation on Debian)`).toBe(true)
    expect(gap, `${family}'s stand-in, against it, at ${weight}`).toBeLessThan(MAX_GAP)
  }
})
