import { readdirSync } from 'node:fs'
import type { Page, Worker } from '@playwright/test'
import { expect, test } from './fixtures'
import { countFrameRequests, frameRequestsOver } from './frameRequests'
import { canvas2D, drawsIn, gpuCanvas, instrument, isRain2DCode, openWithGpuRain, pixels2D, rainWorker, startPaused, watchRainCode } from './rain'

/*
 * The falling-letters background, drawn by a worker. The page's ticks run on Playwright's clock, so
 * their counts hold on a busy machine where SwiftShader renders slowly; the worker draws in real
 * time, so its draws are only checked to follow the ticks (see ./rain.ts).
 */

/** `openWithGpuRain` on Playwright's clock: the page's ticks run on fake time, the worker draws in real time. */
async function openOnClock(page: Page) {
  await instrument(page)
  await page.clock.install()
  await page.goto('/')
  // Load + idle pass on the fake clock, while the worker, the chunk and the font arrive in real time.
  await expect
    .poll(async () => {
      await page.clock.runFor(500)
      return gpuCanvas(page).isVisible()
    })
    .toBe(true)
  const worker = await rainWorker(page)
  await page.clock.runFor(500) // the first ticks
  return worker
}

/** Ticks the page sends the worker over `ms` of fake time. */
async function ticksOver(page: Page, ms: number) {
  const before = await page.evaluate(() => window.ticksSent)
  await page.clock.runFor(ms)
  return (await page.evaluate(() => window.ticksSent)) - before
}

/** The worker draws again (in real time) once the page has sent it ticks. */
async function expectDrawing(page: Page, worker: Worker) {
  const before = await drawsIn(worker)
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return drawsIn(worker)
    }, { message: 'the worker draws the new ticks' })
    .toBeGreaterThan(before)
}

/**
 * Without ticks, the worker draws nothing: once its first frame (always drawn) and any frame already
 * asked for are through, a real second is watched.
 */
async function expectStill(worker: Worker) {
  await expect.poll(() => drawsIn(worker), { message: 'the first frame' }).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const before = await drawsIn(worker)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(await drawsIn(worker), 'draws without ticks').toBe(before)
}

// SwiftShader renders every frame in software, on a shared machine: a small viewport keeps that
// quick (nothing here depends on the size), and the heavier tests get room.
test.use({ viewport: { width: 640, height: 400 } })
test.describe.configure({ timeout: 90_000 })

/** Everything but the background, hidden, so screenshots show the rain alone. */
const HIDE_PAGE = 'header, main, footer { visibility: hidden !important; }'

test('a full-screen canvas of falling letters, drawn by a worker, sits behind the page and changes over time', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  const canvas = gpuCanvas(page)
  const layer = page.locator('[data-rain="gpu"]')
  await expect(layer).toHaveAttribute('aria-hidden', 'true')
  await expect(layer).toHaveCSS('position', 'fixed')
  await expect(layer).toHaveCSS('pointer-events', 'none')
  await expect(layer).toHaveCSS('z-index', '0')
  expect(await canvas.boundingBox()).toEqual({ x: 0, y: 0, width: 640, height: 400 })
  // The page's main thread makes no canvas context at all: the worker draws the letters' atlas too
  // (a canvas's first text waits for the browser's GPU process), and the rain on WebGL 2.
  expect(await page.evaluate(() => window.contextTypes)).toEqual([])
  expect(worker.url()).toMatch(/rain\.worker-[\w-]+\.js$/)
  expect(await worker.evaluate(() => globalThis.rainContext instanceof WebGL2RenderingContext)).toBe(true)

  // The content and the top bar paint above it.
  for (const selector of ['main', 'footer']) await expect(page.locator(selector)).toHaveCSS('z-index', '1')
  await expect(page.getByRole('banner')).toHaveCSS('z-index', '10')

  await page.addStyleTag({ content: HIDE_PAGE })
  const first = await canvas.screenshot()
  await page.waitForTimeout(1000) // real time: element screenshots need real animation frames
  const second = await canvas.screenshot()
  expect(first.equals(second), 'the rain moved').toBe(false)
})

test('the 2D rain is a chunk of its own, which the GPU rain never fetches', async ({ page }) => {
  expect(readdirSync('dist/assets').filter((file) => isRain2DCode(`/${file}`)), 'the 2D rain\'s chunk').toHaveLength(1)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openWithGpuRain(page)
  await expect(page.locator('[data-rht-toaster]'), 'the last chunk fetched once the page is idle').toBeAttached()
  expect(scripts.filter(isRain2DCode)).toEqual([])
})

test('ticks about 30 times a second, none while the tab is hidden, and resumes when shown', async ({ page }) => {
  const worker = await openOnClock(page)
  const perSecond = (await ticksOver(page, 3000)) / 3
  expect(perSecond).toBeGreaterThanOrEqual(20)
  expect(perSecond).toBeLessThanOrEqual(40)
  await expectDrawing(page, worker)

  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  expect(await ticksOver(page, 2000)).toBe(0)
  await expectStill(worker)
  await setHidden(false)
  expect(await ticksOver(page, 1000)).toBeGreaterThanOrEqual(20)
  await expectDrawing(page, worker)
})

test('the running rain asks the page for no animation frames: a timer wakes each tick', async ({ page }) => {
  const worker = await openOnClock(page)
  await page.clock.runFor(3000) // past GSAP's start-up frames
  await countFrameRequests(page)
  const ticks = await page.evaluate(() => window.ticksSent)
  expect(await frameRequestsOver(page, 2000), 'animation frames asked for').toBe(0)
  expect((await page.evaluate(() => window.ticksSent)) - ticks, 'ticks sent meanwhile').toBeGreaterThanOrEqual(40)
  await expectDrawing(page, worker)
})

test('renders nothing while the visitor has paused motion', async ({ page }) => {
  await startPaused(page)
  const worker = await openOnClock(page)
  expect(await ticksOver(page, 2000)).toBe(0)
  await expectStill(worker)
})

test('the motion control stops and resumes the rain', async ({ page }) => {
  const worker = await openOnClock(page)
  expect(await ticksOver(page, 1000)).toBeGreaterThanOrEqual(20)
  await page.getByRole('button', { name: 'Pause motion' }).click()
  await page.clock.runFor(100)
  expect(await ticksOver(page, 2000)).toBe(0)
  await expectStill(worker)
  await page.getByRole('button', { name: 'Resume motion' }).click()
  expect(await ticksOver(page, 1000)).toBeGreaterThanOrEqual(20)
  await expectDrawing(page, worker)
})

test('reduced motion shows a still 2D frame, starts no worker, asks for no WebGL and never downloads three.js', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await instrument(page)
  const rainCode = watchRainCode(page)
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
  expect(page.workers()).toEqual([])
  expect(rainCode).toEqual([])
  await expect(page.locator('canvas')).toHaveCount(1)
})

test('a lost WebGL context falls back to 2D at once, and a restored one returns to the GPU', async ({ page }) => {
  const worker = await openOnClock(page)
  await expectDrawing(page, worker) // an instrumented draw reveals the context
  await worker.evaluate(() => {
    const extension = globalThis.rainContext?.getExtension('WEBGL_lose_context')
    if (!extension) throw new Error('WEBGL_lose_context is not available')
    Object.assign(globalThis, { loseContext: extension }) // a lost context hands out no extensions
    extension.loseContext()
  })
  await expect(canvas2D(page)).toBeVisible()
  const first = await pixels2D(page)
  await page.clock.runFor(1000)
  expect((await pixels2D(page)).sum, 'the 2D fallback keeps moving').not.toBe(first.sum)

  await worker.evaluate(() => (globalThis as unknown as { loseContext: WEBGL_lose_context }).loseContext.restoreContext())
  await expect(canvas2D(page)).toHaveCount(0)
  await expect(gpuCanvas(page)).toBeVisible()
  await expectDrawing(page, worker)
})
