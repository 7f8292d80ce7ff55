import type { Locator, Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { REVEAL_DURATION } from '../../src/motion/reveal'
import { expect, test } from './fixtures'
import { CONTENT, DETAIL_PAGE, HOME_ARTICLES, MIDDLE_NAV_ITEM } from './knownRoutes'
import { countFrameRequests, frameRequestsOver } from './frameRequests'
import { startPaused } from './rain'
import { openWithStoppedClock } from './stoppedClock'
import { expectRestsUnderTheBar } from './underTheBar'

/** A section's reveal, in ms of the clock. */
const REVEAL_MS = REVEAL_DURATION * 1000

const nav = (page: Page) => page.getByRole('navigation', { name: words.site.sections, exact: true })

/** A section in the middle of the home page, and one further down (not the last, which may not reach the top). */
const middle = MIDDLE_NAV_ITEM
const lower = CONTENT.navigation.length > 2 ? CONTENT.navigation.at(-2) : undefined
const latest = HOME_ARTICLES.at(-1)

/** For expect.poll: a reading taken after each step (100 ms unless told) of the paused clock. */
function afterClockStep<T>(page: Page, read: () => Promise<T>, stepMs = 100): () => Promise<T> {
  return async () => {
    await page.clock.runFor(stepMs)
    return read()
  }
}

/** Steps the clock and records the scroll position after each step. */
async function scrollPositions(page: Page, steps: number, stepMs = 100) {
  const positions: number[] = []
  for (let i = 0; i < steps; i++) {
    await page.clock.runFor(stepMs)
    positions.push(await page.evaluate(() => window.scrollY))
  }
  return positions
}

/**
 * The scroll positions of a glide, one after each step of the paused clock: GSAP arrives in real
 * time, so the clock is stepped until the glide has begun, and the positions are taken from there.
 */
async function glidePositions(page: Page, steps = 12) {
  await expect.poll(afterClockStep(page, () => page.evaluate(() => window.scrollY))).toBeGreaterThan(0)
  return [await page.evaluate(() => window.scrollY), ...(await scrollPositions(page, steps))]
}

/** The section's top must end up just under the fixed bar, stepping the paused clock until it rests. */
async function expectUnderTheBar(page: Page, section: Locator) {
  const { top, bar } = await expectRestsUnderTheBar(page, section, () => page.clock.runFor(100))
  // A section near the end of a short page rises only as far as the page scrolls.
  const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)
  if (!atEnd) expect(top, 'its top, just under the bar').toBeLessThanOrEqual(bar + 24)
}

test('Explore More glides to About and lands it under the bar', async ({ page }) => {
  await openWithStoppedClock(page, '/')
  await page.getByRole('button', { name: words.home.exploreMore, exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const positions = await glidePositions(page)
  const final = positions.at(-1) ?? 0
  const between = positions.filter((y) => y > 0 && y < final)
  expect(new Set(between).size, `intermediate positions in ${positions}`).toBeGreaterThanOrEqual(3)
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
  await expectUnderTheBar(page, page.locator('#about'))
})

test('a top-bar link from a detail page opens home at the top and glides to its section', async ({ page }) => {
  test.skip(!middle, 'the top bar has no section link')
  await openWithStoppedClock(page, DETAIL_PAGE)
  await nav(page).getByRole('link', { name: middle?.name, exact: true }).click()
  await expect(page).toHaveURL(`/#${middle?.sectionId}`)
  expect(await page.evaluate(() => window.scrollY), 'home opens at its top').toBe(0)
  const positions = await glidePositions(page)
  const final = positions.at(-1) ?? 0
  expect(new Set(positions.filter((y) => y > 0 && y < final)).size, `intermediate positions in ${positions}`).toBeGreaterThanOrEqual(3)
  await expectUnderTheBar(page, page.locator(`#${middle?.sectionId}`))
})

test('back and forward glide between sections', async ({ page }) => {
  test.skip(!lower, 'the top bar has fewer than three section links')
  await openWithStoppedClock(page, '/')
  await nav(page).getByRole('link', { name: lower?.name, exact: true }).click()
  // GSAP may still be on its way (real time, while the clock is paused): the glide starts when it lands.
  await expect.poll(afterClockStep(page, () => page.evaluate(() => window.scrollY))).toBeGreaterThan(0)
  await page.clock.runFor(1500)
  const projectsY = await page.evaluate(() => window.scrollY)
  await page.goBack()
  await expect(page).toHaveURL('/')
  const positions = await scrollPositions(page, 12)
  expect(positions.some((y) => y > 0 && y < projectsY)).toBe(true)
  expect(positions.at(-1)).toBe(0)
  await page.goForward()
  await page.clock.runFor(1500)
  await expectUnderTheBar(page, page.locator(`#${lower?.sectionId}`))
})

test('a new page without a hash starts at the top', async ({ page }) => {
  test.skip(!latest, 'the content has no article')
  await openWithStoppedClock(page, '/#experiences')
  // The glide starts once GSAP has arrived, in real time; step the paused clock until it has run.
  await expect.poll(afterClockStep(page, () => page.evaluate(() => window.scrollY))).toBeGreaterThan(1000)
  await page.getByRole('link', { name: latest?.title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: latest?.title, exact: true })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.clock.runFor(1000)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('reveals', () => {
  const opacity = (section: Locator) => section.evaluate((el) => Number(getComputedStyle(el).opacity))

  test('a section animates in once, and never again on a later visit', async ({ page }) => {
    const cards = CONTENT.projects.length + CONTENT.journey.length + CONTENT.certificates.length
    test.skip(!middle || cards === 0, 'the top bar has no section link, or the home page no card')
    const section = page.locator(`#${middle?.sectionId}`)
    await openWithStoppedClock(page, '/')
    // The section hides once the page is idle, which the paused clock must reach; GSAP comes at the first scroll.
    await expect.poll(afterClockStep(page, () => opacity(section))).toBe(0)
    await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300))
    await expect.poll(afterClockStep(page, () => opacity(section))).toBeGreaterThan(0)
    expect(await opacity(section)).toBeLessThan(1)
    await page.clock.runFor(REVEAL_MS)
    await expect.poll(() => opacity(section)).toBe(1)

    // From the keyboard: a click could land where a card's section, which the scroll bringing the
    // card into view starts revealing and the stopped clock holds at its first frame, has left it.
    await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first().press('Enter')
    await expect(page).not.toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await nav(page).getByRole('link', { name: middle?.name, exact: true }).click()
    await expect(page).toHaveURL(`/#${middle?.sectionId}`)
    expect(await opacity(section)).toBe(1)
    await page.clock.runFor(1500)
    expect(await opacity(section)).toBe(1)
  })

  test('GSAP is fetched at the first scroll: a page nobody scrolls never evaluates it', async ({ page }) => {
    const gsapChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/(gsap|ScrollTrigger|ScrollToPlugin)-[\w-]+\.js$/.test(request.url())) gsapChunks.push(request.url())
    })
    await openWithStoppedClock(page, '/')
    const contact = page.locator('#contact')
    await expect.poll(afterClockStep(page, () => opacity(contact))).toBe(0) // hidden once the page is idle
    await page.clock.runFor(5000)
    expect(gsapChunks, 'GSAP before any scroll').toEqual([])

    await contact.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100))
    // Steps until GSAP has arrived and the reveal has begun, then the reveal's own length: how many
    // steps the arrival takes depends on the machine, the reveal's length does not.
    await expect.poll(afterClockStep(page, () => opacity(contact))).toBeGreaterThan(0)
    await page.clock.runFor(REVEAL_MS)
    expect(await opacity(contact)).toBe(1)
    expect(gsapChunks.length, 'GSAP after the first scroll').toBeGreaterThan(0)
  })

  test('an idle page asks for no frames, before the first scroll and after the last reveal', async ({ page }) => {
    await startPaused(page) // the typewriter and the rain stopped: nothing else should need frames
    await openWithStoppedClock(page, '/')
    const sections = page.locator('[data-reveal]')
    await expect.poll(afterClockStep(page, () => opacity(page.locator('#contact')))).toBe(0) // armed
    await countFrameRequests(page)
    expect(await frameRequestsOver(page, 2000), 'frames asked for before any scroll').toBe(0)

    for (const section of await sections.all()) {
      await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100))
      await page.clock.runFor(600)
    }
    // A reveal's length per step: GSAP may arrive (in real time) as late as the first of these readings.
    for (const section of await sections.all()) await expect.poll(afterClockStep(page, () => opacity(section), REVEAL_MS)).toBe(1)
    await page.clock.runFor(3000) // GSAP's own ticker goes to sleep after 120 frames with nothing to play
    expect(await frameRequestsOver(page, 2000), 'frames asked for once every section is shown').toBe(0)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('navigation jumps instead of gliding, and reveals show content at once', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    expect(await page.locator('#contact').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await page.getByRole('button', { name: words.home.exploreMore, exact: true }).click()
    await expectUnderTheBar(page, page.locator('#about'))
    test.skip(!lower, 'the top bar has fewer than three section links')
    await nav(page).getByRole('link', { name: lower?.name, exact: true }).click()
    await expectUnderTheBar(page, page.locator(`#${lower?.sectionId}`))
  })
})
