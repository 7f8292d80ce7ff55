import { readdirSync } from 'node:fs'
import type { Page, Worker } from '@playwright/test'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { countFrameRequests } from './frameRequests'
import { idlePartsShown, runPastIdle } from './idleParts'
import {
  drawsIn,
  gpuCanvas,
  instrument,
  isRain2DCode,
  cellRuns2DIn,
  openWithGpuRain,
  rainWorker,
  startPaused,
  watchRainCode,
  worker2D,
} from './rain'

/*
 * The falling-letters background, ticked and drawn by its worker in real time. This machine's WebGL
 * is SwiftShader, a software renderer, on which the site picks the 2D rain: the GPU rain's tests ask
 * for it with `?rain=gpu`. Counts are taken over real windows and checked loosely (the machine is
 * shared); what must be zero is checked exactly.
 */

type Counter = (worker: Worker) => Promise<number>

/** What `count` rose by over `ms` of real time. */
async function over(worker: Worker, count: Counter, ms: number) {
  const before = await count(worker)
  await new Promise((resolve) => setTimeout(resolve, ms))
  return (await count(worker)) - before
}

/** The worker keeps drawing. */
async function expectDrawing(worker: Worker, count: Counter = drawsIn) {
  const before = await count(worker)
  await expect.poll(() => count(worker), { message: 'the worker draws again' }).toBeGreaterThan(before)
}

/** The worker draws nothing: once any frame already asked for is through, a real second is watched. */
async function expectStill(worker: Worker, count: Counter = drawsIn) {
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(await over(worker, count, 1000), 'drawn while it should stand still').toBe(0)
}

function setHidden(page: Page, hidden: boolean) {
  return page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

/** Loads the home page with the 2D rain in its worker (`?rain=2d`) and waits for its letters. */
async function openWith2DRain(page: Page) {
  await instrument(page)
  await page.goto('/?rain=2d')
  await expect(worker2D(page).locator('canvas')).toBeVisible()
  const worker = await rainWorker(page)
  await expectDrawing(worker, cellRuns2DIn)
  return worker
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
  await page.waitForTimeout(1000)
  const second = await canvas.screenshot()
  expect(first.equals(second), 'the rain moved').toBe(false)
})

test("the page's 2D rain is a chunk of its own, which the worker's rain never fetches", async ({ page }) => {
  expect(readdirSync('dist/assets').filter((file) => isRain2DCode(`/${file}`)), "the page's 2D rain chunk").toHaveLength(1)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openWithGpuRain(page)
  await idlePartsShown(page)
  expect(scripts.filter(isRain2DCode)).toEqual([])
})

test('on a software renderer the worker draws the 2D rain, without three.js', async ({ page }) => {
  await instrument(page)
  const rainCode = watchRainCode(page)
  await page.goto('/')
  await expect(worker2D(page).locator('canvas')).toBeVisible()
  const worker = await rainWorker(page)
  await expectDrawing(worker, cellRuns2DIn)
  expect(await drawsIn(worker), 'WebGL draws').toBe(0)
  expect(rainCode.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/rain\.worker-/)])
  expect(await page.evaluate(() => window.contextTypes), 'contexts the page made').toEqual([])
})

test('?rain=gpu gets the GPU rain on a software renderer too, one draw per tick', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  await worker.evaluate(() => (globalThis.drawnTicks = []))
  // Two seconds of draws, timed by the worker's clock: the test's own would add the time its
  // questions take to answer.
  const drawn = () => worker.evaluate(() => globalThis.drawnTicks ?? [])
  const span = (draws: { at: number }[]) => (draws.at(-1)?.at ?? 0) - (draws[0]?.at ?? 0)
  await expect.poll(async () => span(await drawn()), { message: 'ms of draws' }).toBeGreaterThanOrEqual(2000)
  const draws = await drawn()
  const ticks = draws.map(({ tick }) => tick)
  // A slow machine may skip ticks (a frame draws the latest), but no tick is drawn twice, and the
  // ticks drawn never run ahead of the 33 ms clock. A busy thread may draw its first frame with a
  // tick that is late by a frame or two, hence the few ticks of slack: a tick a frame (60 a second)
  // would be 60 ticks over in two seconds.
  const notLater = ticks.filter((tick, i) => i > 0 && tick <= (ticks[i - 1] ?? 0))
  expect(notLater, 'draws of a tick no later than the one drawn before').toEqual([])
  expect((ticks.at(-1) ?? 0) - (ticks[0] ?? 0), 'ticks drawn, against the 33 ms ticks elapsed').toBeLessThanOrEqual(span(draws) / 33 + 6)
})

test('the rain stops while the tab is hidden and goes on when it is shown', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  await setHidden(page, true)
  await expectStill(worker)
  await setHidden(page, false)
  await expectDrawing(worker)
})

test('while the rain runs undisturbed the page sends its worker nothing and asks for no animation frames', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  await page.waitForTimeout(3000) // past GSAP's start-up frames and the typed heading
  await countFrameRequests(page)
  const sent = await page.evaluate(() => window.messagesSent.length)
  const draws = await over(worker, drawsIn, 2000)
  expect(await page.evaluate((sent) => window.messagesSent.slice(sent), sent), 'messages to the worker').toEqual([])
  expect(await page.evaluate(() => window.frameRequests), 'animation frames asked for').toBe(0)
  expect(draws, 'the worker drew meanwhile').toBeGreaterThan(10)
})

test('renders one frame and no more while the visitor has paused motion', async ({ page }) => {
  await startPaused(page)
  const worker = await openWithGpuRain(page)
  await expectStill(worker)
  expect(await page.evaluate(() => window.messagesSent)).toEqual(['start', 'run'])
})

test('the motion control stops and resumes the rain', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  await page.getByRole('button', { name: words.site.pauseMotion, exact: true }).click()
  await expectStill(worker)
  await page.getByRole('button', { name: words.site.resumeMotion, exact: true }).click()
  await expectDrawing(worker)
})

test('the 2D rain in the worker moves, and stands still while hidden or paused', async ({ page }) => {
  const worker = await openWith2DRain(page)
  expect(await page.evaluate(() => window.contextTypes), 'contexts the page made').toEqual([])
  const layer = worker2D(page)
  const onlyRain = await page.addStyleTag({ content: HIDE_PAGE })
  const first = await layer.screenshot()
  await page.waitForTimeout(1000)
  expect(first.equals(await layer.screenshot()), 'the rain moved').toBe(false)
  await onlyRain.evaluate((style) => (style as HTMLStyleElement).remove())

  await setHidden(page, true)
  await expectStill(worker, cellRuns2DIn)
  await setHidden(page, false)
  await expectDrawing(worker, cellRuns2DIn)
  await page.getByRole('button', { name: words.site.pauseMotion, exact: true }).click()
  await expectStill(worker, cellRuns2DIn)
  await page.getByRole('button', { name: words.site.resumeMotion, exact: true }).click()
  await expectDrawing(worker, cellRuns2DIn)
})

test('reduced motion shows a still 2D frame, starts no worker, asks for no WebGL and never downloads three.js', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await instrument(page)
  const rainCode = watchRainCode(page)
  await page.clock.install()
  await page.goto('/')
  const still = page.locator('canvas[data-rain="still"]')
  await expect(still).toBeVisible()
  await expect(still).toHaveAttribute('aria-hidden', 'true')
  await page.waitForLoadState('load')

  const readStill = () => still.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
  const first = await readStill()
  await runPastIdle(page) // nothing else may start
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

/**
 * The 2D rain takes over at once, and the GPU rain comes back, drawing, on a fresh canvas. In real
 * time: the page tries again a second after the loss and after each try that came back with the 2D
 * rain, three tries at most (rainRecovery.ts, whose timing its unit tests hold), and whether a try
 * takes depends on when the GPU process is back, which no fake clock moves. The 2D rain stands in for
 * that second or so, too briefly to be caught by polling the page: the rains it showed are read from
 * its record, and the 2D rain draws its first frame before it is shown.
 */
async function expectRecovery(page: Page, worker: Worker, loseGpu: () => Promise<unknown>) {
  const shownBefore = await page.evaluate(() => window.rainsShown.length)
  const cellRuns2D = await cellRuns2DIn(worker)
  await loseGpu()
  await expect
    .poll(() => page.evaluate((from) => window.rainsShown.slice(from), shownBefore), { message: 'the 2D rain at once, then the GPU rain again' })
    .toEqual(['2d', 'gpu'])
  expect(await cellRuns2DIn(worker), 'the 2D rain drew').toBeGreaterThan(cellRuns2D)
  await expectDrawing(worker)
  await expect(page.locator('canvas'), 'one canvas once the GPU rain is back').toHaveCount(1)
  expect(page.workers(), 'the same worker').toEqual([worker])
}

test('a lost WebGL context gives the 2D rain at once, then the GPU rain on a fresh canvas', async ({ page }) => {
  const worker = await openWithGpuRain(page)
  await expectRecovery(page, worker, () => worker.evaluate(() => globalThis.rainContext?.getExtension('WEBGL_lose_context')?.loseContext()))
})

test('the page survives two GPU-process crashes: the 2D rain at once, then the GPU rain again', async ({ page, browser }) => {
  let crashed = false
  page.on('crash', () => (crashed = true))
  const worker = await openWithGpuRain(page)
  const cdp = await browser.newBrowserCDPSession()
  for (let crash = 1; crash <= 2; crash++) {
    await expectRecovery(page, worker, () => cdp.send('Browser.crashGpuProcess'))
    await page.waitForTimeout(1500) // Chromium's renderer crashed about a second after a restored context
    expect(crashed, `the tab after crash ${crash}`).toBe(false)
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
