// What a page costs while the visitor only looks at it: each page opened at 1920×1080, left to settle,
// then watched for SECONDS. Read from the renderer (CDP Performance.getMetrics): main-thread busy time
// (TaskDuration) and script time (ScriptDuration) per second, the JS heap in use at the end; from the
// site's rain worker: WebGL draws and frames per second and the `rain:frame` User Timing measures (the
// site is opened with ?profile); from the naive page: its ticks; from /proc: CPU seconds per second of
// the worker threads and of the whole browser, all processes. The site is opened on each rain path:
// the GPU rain (?rain=gpu), the 2D rain in its worker (?rain=2d, what a browser without WebGL draws)
// and the default, which on a software renderer (this machine's SwiftShader) is the 2D rain. The home
// page's tagline types and blinks on the compositor, which costs every frame too; the rain's own cost
// is read again with the tagline's animations stopped ("tagline still"), and nothing else of the page's.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { metrics } from './cdp.mjs'
import { newPage, rainShown, rainWorker } from './chromium.mjs'
import { cpuSeconds } from './cpu.mjs'
import { ORIGIN, ROOT, ROUNDS, SECONDS } from './settings.mjs'
import { median, medians } from './stats.mjs'

/** @typedef {import('./chromium.mjs').Launched} Launched */
/** @typedef {import('@playwright/test').Page} Page */

/**
 * @typedef {object} IdleFigures
 * @property {number | undefined} mainMsPerSecond renderer main thread busy, ms per second
 * @property {number | undefined} scriptMsPerSecond of which running script, ms per second
 * @property {number | undefined} workerMsPerSecond CPU of the page's worker threads (the rain's), ms per second (Linux)
 * @property {number | undefined} drawsPerSecond WebGL draw calls per second
 * @property {number | undefined} framesPerSecond frames the rain drew per second (its `rain:frame` measures), either path
 * @property {number | undefined} ticksPerSecond rain ticks per second, as the naive page counts its own (the site's tick on the page, while its worker draws what it can)
 * @property {number | undefined} heapMB JS heap in use at the end, MB (no collection forced)
 * @property {number | undefined} browserCpuPerSecond CPU seconds per second of every browser process (Linux)
 * @property {number | undefined} rainFrameMs median `rain:frame` measure, ms (home only)
 */

/** @typedef {{ name: string, url: string, paused?: boolean, still?: boolean, ready?: (page: Page) => Promise<void> }} IdlePage */

const reference = (/** @type {string} */ file) => pathToFileURL(join(ROOT, 'bench', file)).href

/** @type {readonly IdlePage[]} The pages, in the order each round visits them. */
const IDLE_PAGES = [
  { name: 'blank', url: reference('blank.html') },
  { name: 'naive', url: reference('naive.html') },
  { name: 'worker canvas, WebGL', url: `${reference('worker-canvas.html')}?context=webgl2` },
  { name: 'worker canvas, 2D', url: `${reference('worker-canvas.html')}?context=2d` },
  { name: 'worker canvas, 2D whole', url: `${reference('worker-canvas.html')}?context=2d&whole` },
  { name: 'home paused', url: `${ORIGIN}/?rain=gpu`, paused: true, ready: rainShown },
  { name: 'home, GPU rain', url: `${ORIGIN}/?profile&rain=gpu`, ready: rainShown },
  { name: 'home, 2D rain', url: `${ORIGIN}/?profile&rain=2d`, ready: rainShown },
  { name: 'home, default', url: `${ORIGIN}/?profile`, ready: rainShown },
  { name: 'home, GPU rain, tagline still', url: `${ORIGIN}/?profile&rain=gpu`, ready: rainShown, still: true },
  { name: 'home, default, tagline still', url: `${ORIGIN}/?profile`, ready: rainShown, still: true },
]

/** Seconds a page gets after it is ready: the chunk parsed, the shader compiled, the heading typed. */
const SETTLE_MS = 2000

/**
 * @param {Launched} chromium
 * @param {IdlePage} spec
 * @returns {Promise<{ figures: IdleFigures, path: string | undefined }>} the figures, and the rain the page showed
 */
async function measure({ browser, pid }, { url, paused, still, ready }) {
  const { context, page } = await newPage(browser, { paused })
  try {
    await page.goto(url)
    await ready?.(page)
    await page.waitForTimeout(SETTLE_MS)
    if (still) await stillTagline(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const worker = rainWorker(page)
    await worker?.evaluate(() => performance.clearMeasures())
    const counters = async () => ({
      draws: (await worker?.evaluate(() => globalThis.benchDraws)) ?? 0,
      ticks: await page.evaluate(() => window.benchTicks),
    })
    const before = { metrics: await metrics(cdp), counters: await counters(), cpu: cpuSeconds(pid) }
    await page.waitForTimeout(SECONDS * 1000)
    const after = { metrics: await metrics(cdp), counters: await counters(), cpu: cpuSeconds(pid) }
    const frames = (await worker?.evaluate(() => performance.getEntriesByName('rain:frame').map((entry) => entry.duration))) ?? []
    const path = (await page.locator('[data-rain]').first().getAttribute('data-rain', { timeout: 1000 }).catch(() => null)) ?? undefined
    const seconds = (after.metrics.Timestamp ?? NaN) - (before.metrics.Timestamp ?? NaN)
    const perSecond = (/** @type {number} */ a, /** @type {number} */ b) => (b - a) / seconds
    const msPerSecond = (/** @type {string} */ key) => perSecond(before.metrics[key] ?? NaN, after.metrics[key] ?? NaN) * 1000
    const draws = perSecond(before.counters.draws, after.counters.draws)
    const figures = {
      mainMsPerSecond: msPerSecond('TaskDuration'),
      scriptMsPerSecond: msPerSecond('ScriptDuration'),
      drawsPerSecond: draws,
      ticksPerSecond: after.counters.ticks === undefined ? undefined : perSecond(before.counters.ticks ?? 0, after.counters.ticks),
      heapMB: (after.metrics.JSHeapUsedSize ?? NaN) / 2 ** 20,
      workerMsPerSecond: before.cpu.worker === undefined || after.cpu.worker === undefined ? undefined : perSecond(before.cpu.worker, after.cpu.worker) * 1000,
      browserCpuPerSecond: before.cpu.browser === undefined || after.cpu.browser === undefined ? undefined : perSecond(before.cpu.browser, after.cpu.browser),
      framesPerSecond: worker ? frames.length / seconds : undefined,
      rainFrameMs: median(frames),
    }
    return { figures, path }
  } finally {
    await context.close()
  }
}

/**
 * Stops the tagline's animations (its typing and its caret's blink) once the typing has started, as
 * if it stood still: the rest of the page stays as it is (the intro overlay's fade, for one, holds
 * it hidden), and the rain, drawn by its worker, goes on.
 * @param {Page} page
 */
async function stillTagline(page) {
  await page.waitForFunction(() => (document.querySelector('[data-testid="tagline"]')?.getAnimations({ subtree: true }).length ?? 0) > 0)
  await page.getByTestId('tagline').evaluate((host) => host.getAnimations({ subtree: true }).forEach((animation) => animation.cancel()))
}

/**
 * The idle pages, ROUNDS times in turn, and what their medians say about the rain.
 * @param {Launched} chromium
 * @param {(line: string) => void} log
 */
export async function runIdle(chromium, log) {
  /** @type {Record<string, IdleFigures[]>} */
  const rounds = Object.fromEntries(IDLE_PAGES.map(({ name }) => [name, []]))
  /** @type {Record<string, string>} the rain each page showed (its `data-rain`), as last seen */
  const paths = {}
  for (let round = 1; round <= ROUNDS; round++) {
    for (const spec of IDLE_PAGES) {
      log(`idle: ${spec.name}, round ${round}/${ROUNDS}`)
      const { figures, path } = await measure(chromium, spec)
      rounds[spec.name]?.push(figures)
      if (path) paths[spec.name] = path
    }
  }
  /** @type {Record<string, IdleFigures>} */
  const pages = Object.fromEntries(Object.entries(rounds).map(([name, figures]) => [name, medians(figures)]))
  return { seconds: SECONDS, pages, rain: rainFigures(pages), paths, rounds }
}

/**
 * What each rain costs, from the medians, beside its targets: the GPU rain's main thread against a
 * blank page's (≤ 2×) and against the floor of a worker canvas that changes each tick, the 2D rain's
 * against the naive page's (≤ 0.5×), and the default's browser CPU against the naive page's (≤ 1× on
 * a software renderer, as here) and against the floor of a worker's 2D canvas changed whole each tick.
 * @param {Record<string, IdleFigures>} pages
 */
function rainFigures(pages) {
  const over = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) => (a ?? NaN) / (b ?? NaN)
  const { blank, naive } = pages
  const gpu = pages['home, GPU rain']
  return {
    gpuMainOverBlank: over(gpu?.mainMsPerSecond, blank?.mainMsPerSecond),
    stillGpuMainOverBlank: over(pages['home, GPU rain, tagline still']?.mainMsPerSecond, blank?.mainMsPerSecond),
    floorMainOverBlank: over(pages['worker canvas, WebGL']?.mainMsPerSecond, blank?.mainMsPerSecond),
    floorBrowserOverNaive: over(pages['worker canvas, 2D whole']?.browserCpuPerSecond, naive?.browserCpuPerSecond),
    flatMainOverNaive: over(pages['home, 2D rain']?.mainMsPerSecond, naive?.mainMsPerSecond),
    defaultBrowserOverNaive: over(pages['home, default']?.browserCpuPerSecond, naive?.browserCpuPerSecond),
    stillDefaultBrowserOverNaive: over(pages['home, default, tagline still']?.browserCpuPerSecond, naive?.browserCpuPerSecond),
    rainFrameMs: gpu?.rainFrameMs,
    flatFrameMs: pages['home, 2D rain']?.rainFrameMs,
  }
}
