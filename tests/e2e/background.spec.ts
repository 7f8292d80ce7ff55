import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gpuCanvas, instrument, openWithGpuRain, startPaused } from './gpuRain'

/*
 * The falling-letters background. Draw calls are counted by wrapping the WebGL draw functions before
 * any page script runs; time-dependent counts run on Playwright's clock, so they hold on a busy
 * machine where SwiftShader renders slowly.
 */

/** A browser without WebGL: every WebGL context request fails, as on a blocklisted GPU. */
function withoutWebgl() {
  const getContext = HTMLCanvasElement.prototype.getContext as (...args: unknown[]) => unknown
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    value(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : getContext.call(this, type, ...rest)
    },
  })
}

const canvas2D = (page: Page) => page.locator('canvas[data-rain="2d"]')

/** Requests of the lazy chunk that holds three.js and react-three-fiber. */
function watchGpuChunk(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (/GpuRain-[\w-]+\.js/.test(request.url())) requested.push(request.url())
  })
  return requested
}

/** `openWithGpuRain` on Playwright's clock, so frames arrive on fake time however slowly SwiftShader renders. */
async function openOnClock(page: Page) {
  await page.addInitScript(instrument)
  await page.clock.install()
  await page.goto('/')
  // Load + idle pass on the fake clock, while the chunk and the font arrive in real time.
  await expect
    .poll(async () => {
      await page.clock.runFor(500)
      return gpuCanvas(page).isVisible()
    })
    .toBe(true)
  await page.clock.runFor(500) // the first frames
}

async function drawsOver(page: Page, ms: number) {
  const before = await page.evaluate(() => window.draws)
  await page.clock.runFor(ms)
  return (await page.evaluate(() => window.draws)) - before
}

/** Draws over `ms` after the rain stopped; a frame the last tick already asked for may come first. */
async function drawsOnceStopped(page: Page, ms: number) {
  await page.clock.runFor(100)
  return drawsOver(page, ms)
}

/** A digest of the 2D canvas pixels: how many are lit, and a checksum that changes as they move. */
function pixels2D(page: Page) {
  return canvas2D(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    if (!context) return { lit: 0, sum: 0 }
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data
    let lit = 0
    let sum = 0
    for (let i = 0; i < data.length; i += 4) {
      const green = data[i + 1] ?? 0
      if (green > 0) lit++
      sum = (sum * 31 + green) % 1_000_000_007
    }
    return { lit, sum }
  })
}

// SwiftShader renders every frame in software, on a shared machine: a small viewport keeps that
// quick (nothing here depends on the size), and the heavier tests get room.
test.use({ viewport: { width: 640, height: 400 } })
test.describe.configure({ timeout: 90_000 })

/** Everything but the background, hidden, so screenshots show the rain alone. */
const HIDE_PAGE = 'header, main, footer { visibility: hidden !important; }'

test('a full-screen WebGL canvas of falling letters sits behind the page and changes over time', async ({ page }) => {
  await openWithGpuRain(page)
  const canvas = gpuCanvas(page)
  const layer = page.locator('[data-rain="gpu"]')
  await expect(layer).toHaveAttribute('aria-hidden', 'true')
  await expect(layer).toHaveCSS('position', 'fixed')
  await expect(layer).toHaveCSS('pointer-events', 'none')
  await expect(layer).toHaveCSS('z-index', '0')
  expect(await canvas.boundingBox()).toEqual({ x: 0, y: 0, width: 640, height: 400 })
  expect(await page.evaluate(() => window.contextTypes)).toContain('webgl2')

  // The content and the top bar paint above it.
  for (const selector of ['main', 'footer']) await expect(page.locator(selector)).toHaveCSS('z-index', '1')
  await expect(page.getByRole('banner')).toHaveCSS('z-index', '10')

  await page.addStyleTag({ content: HIDE_PAGE })
  const first = await canvas.screenshot()
  await page.waitForTimeout(1000) // real time: element screenshots need real animation frames
  const second = await canvas.screenshot()
  expect(first.equals(second), 'the rain moved').toBe(false)
})

test('renders about 30 frames a second, none while the tab is hidden, and resumes when shown', async ({ page }) => {
  await openOnClock(page)
  const perSecond = (await drawsOver(page, 3000)) / 3
  expect(perSecond).toBeGreaterThanOrEqual(20)
  expect(perSecond).toBeLessThanOrEqual(40)

  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  expect(await drawsOnceStopped(page, 2000)).toBe(0)
  await setHidden(false)
  expect(await drawsOver(page, 1000)).toBeGreaterThanOrEqual(20)
})

test('renders nothing while the visitor has paused motion', async ({ page }) => {
  await startPaused(page)
  await openOnClock(page)
  expect(await drawsOver(page, 2000)).toBe(0)
})

test('the motion control stops and resumes the rain', async ({ page }) => {
  await openOnClock(page)
  expect(await drawsOver(page, 1000)).toBeGreaterThanOrEqual(20)
  await page.getByRole('button', { name: 'Pause motion' }).click()
  expect(await drawsOnceStopped(page, 2000)).toBe(0)
  await page.getByRole('button', { name: 'Resume motion' }).click()
  expect(await drawsOver(page, 1000)).toBeGreaterThanOrEqual(20)
})

test('reduced motion shows a still 2D frame, asks for no WebGL and never downloads three.js', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(instrument)
  const gpuChunk = watchGpuChunk(page)
  await page.goto('/')
  const still = page.locator('canvas[data-rain="still"]')
  await expect(still).toBeVisible()
  await expect(still).toHaveAttribute('aria-hidden', 'true')
  await page.waitForLoadState('load')

  const readStill = () =>
    still.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
  const first = await readStill()
  await page.waitForTimeout(1500) // past load + idle: nothing else may start
  expect(await readStill()).toBe(first)
  const lit = await still.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
    let count = 0
    for (let i = 1; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count++
    return count
  })
  expect(lit, 'letters are drawn').toBeGreaterThan(1000)
  expect(await page.evaluate(() => window.contextTypes.filter((type) => /webgl/.test(type)))).toEqual([])
  expect(await page.evaluate(() => window.draws)).toBe(0)
  expect(gpuChunk).toEqual([])
  await expect(page.locator('canvas')).toHaveCount(1)
})

test('without WebGL the rain runs on an animated 2D canvas, with no error', async ({ page }) => {
  await page.addInitScript(withoutWebgl)
  const gpuChunk = watchGpuChunk(page)
  await page.goto('/')
  await expect(canvas2D(page)).toBeVisible()
  const first = await pixels2D(page)
  expect(first.lit).toBeGreaterThan(1000)
  await expect.poll(async () => (await pixels2D(page)).sum, { message: 'the 2D rain moves' }).not.toBe(first.sum)
  expect(gpuChunk).toEqual([])
  await expect(page.locator('canvas')).toHaveCount(1)
})

test('a lost WebGL context falls back to 2D at once, and a restored one returns to the GPU', async ({ page }) => {
  await openOnClock(page)
  await gpuCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const extension = canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')
    if (!extension) throw new Error('WEBGL_lose_context is not available')
    Object.assign(window, { loseContext: extension })
    extension.loseContext()
  })
  await expect(canvas2D(page)).toBeVisible()
  const first = await pixels2D(page)
  await page.clock.runFor(1000)
  expect((await pixels2D(page)).sum, 'the 2D fallback keeps moving').not.toBe(first.sum)

  await page.evaluate(() => (window as unknown as { loseContext: WEBGL_lose_context }).loseContext.restoreContext())
  await expect(canvas2D(page)).toHaveCount(0)
  await expect(gpuCanvas(page)).toBeVisible()
  await page.clock.runFor(500)
  expect(await drawsOver(page, 1000)).toBeGreaterThanOrEqual(20)
})
