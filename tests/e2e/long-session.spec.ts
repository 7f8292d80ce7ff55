import type { CDPSession, Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, HOME_ARTICLES } from './knownRoutes'
import { gpuCanvas, openWithGpuRain } from './rain'

/*
 * A long visit: laps of clicks through every kind of screen and back again (40 on the demo), with back and forward between
 * laps, while the GPU rain runs. The background is mounted once, so the visit must end with the
 * canvas, the rain's worker and the WebGL context it started with, and give back what it allocated on the way. Measured
 * through the DevTools protocol after garbage collection: the JavaScript heap grows by less than
 * 3 MB from the first screen to the last, and from the end of the first lap (every screen seen, its
 * pictures decoded) the DOM nodes held outside the document and the event listeners do not grow — a
 * screen kept alive after it was left would hold its hundreds of nodes detached. (Chromium's count
 * of all nodes is not used: it swings by a few hundred with what the collector has not yet reached.)
 */

const HEAP_GROWTH_LIMIT = 3 * 1024 * 1024
/** Slack for listeners between laps (they differ by one or two with timing); a hook that forgot to remove its listener adds one per visit, a dozen over three laps. */
const LISTENER_SLACK = 3

interface Footprint {
  /** Bytes of JavaScript heap in use. */
  heap: number
  /** DOM nodes out of the document and still held from JavaScript. */
  detachedNodes: number
  /** Event listeners registered from JavaScript. */
  listeners: number
}

/** What the page holds once the garbage collector has run (twice, for what the first run frees). */
async function footprint(cdp: CDPSession): Promise<Footprint> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const listeners = metrics.find((m) => m.name === 'JSEventListeners')?.value ?? NaN
  return {
    heap: usedSize,
    detachedNodes: detachedNodes.reduce((held, tree) => held + tree.retainedNodeIds.length, 0),
    listeners,
  }
}

/** Each list section the top bar leads to: its link, its region, its detail pages' way back, and the page its first card opens. */
const LIST_SECTIONS = (
  [
    ['projects', words.project.backToProjects, CONTENT.projects[0]],
    ['experiences', words.journey.backToJourney, HOME_ARTICLES[0]],
    ['certifications', words.certificate.backToCertifications, CONTENT.certificates[0]],
  ] as const
).flatMap(([sectionId, back, first]) => {
  const item = CONTENT.navigation.find((entry) => entry.sectionId === sectionId)
  return item && first ? [{ link: item.name, region: words.home.sections[sectionId], back, path: first.path }] : []
})

/** One lap: for each list section, the section, one of its pages, back to the section; then home. */
function lap(page: Page) {
  const sections = page.getByRole('navigation', { name: words.site.sections, exact: true })
  return [
    ...LIST_SECTIONS.flatMap(({ link, region, back }) => [
      () => sections.getByRole('link', { name: link, exact: true }).click(),
      () => page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).getByRole('link').first().click(),
      () => page.getByRole('link', { name: back , exact: true }).click(),
    ]),
    () => page.getByRole('banner').getByRole('link', { name: words.site.home(CONTENT.ownerName), exact: true }).click(),
  ]
}

/**
 * Scrolls the home page down until every section has been revealed. ScrollTrigger is on while a
 * section waits for its reveal and switches itself off once none does; its listeners would otherwise
 * come or go between two footprints with how far the glides had scrolled.
 */
async function revealEverySection(page: Page) {
  const waiting = page.locator('section[data-reveal]:not([data-revealed])')
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 300)
        return waiting.count()
      },
      { timeout: 30_000 },
    )
    .toBe(0)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

// A small viewport: SwiftShader draws every frame in software on a shared machine.
test.use({ viewport: { width: 640, height: 400 } })

test('four laps of in-app navigations with back and forward keep one canvas, one rain worker and its WebGL context, and give memory back', async ({ page }) => {
  test.skip(LIST_SECTIONS.length === 0, 'the top bar leads to no section with pages of its own')
  test.setTimeout(180_000)
  const worker = await openWithGpuRain(page)
  await revealEverySection(page)
  await gpuCanvas(page).evaluate((canvas) => canvas.setAttribute('data-original', ''))
  const contextsAtStart = await page.evaluate(() => window.contextTypes.length)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('DOM.enable')
  const start = await footprint(cdp)
  const laps: Footprint[] = []

  const visited: string[] = []
  for (let round = 0; round < 4; round++) {
    for (const click of lap(page)) {
      await click()
      visited.push(page.url())
    }
    // Back twice and forward twice, through the history the lap just made.
    for (const [move, steps] of [['goBack', [2, 3]], ['goForward', [2, 1]]] as const) {
      for (const step of steps) {
        await page[move]()
        await expect(page).toHaveURL(visited.at(-step) ?? '')
      }
    }
    laps.push(await footprint(cdp))
  }
  expect(visited).toHaveLength(4 * lap(page).length)
  expect(new Set(visited.map((url) => new URL(url).pathname))).toEqual(new Set(['/', ...LIST_SECTIONS.map(({ path }) => path)]))
  expect(new URL(page.url()).pathname).toBe('/')

  await expect(page.locator('canvas')).toHaveCount(1)
  await expect(page.locator('canvas[data-original]')).toHaveCount(1)
  expect(await page.evaluate(() => window.contextTypes.length), 'WebGL contexts asked for during the visit').toBe(contextsAtStart)
  expect(page.workers(), 'the one rain worker').toEqual([worker])
  expect(await worker.evaluate(() => globalThis.rainContext?.isContextLost())).toBe(false)

  const [first, end] = [laps[0], laps.at(-1)]
  test.info().annotations.push({ type: 'footprint', description: JSON.stringify({ start, laps }) })
  expect((end?.heap ?? Infinity) - start.heap, 'JavaScript heap growth in bytes').toBeLessThan(HEAP_GROWTH_LIMIT)
  expect(end?.detachedNodes, 'detached DOM nodes held after the last lap').toBeLessThanOrEqual(first?.detachedNodes ?? 0)
  expect(end?.listeners, 'event listeners after the last lap').toBeLessThanOrEqual((first?.listeners ?? 0) + LISTENER_SLACK)
})
