// What a page costs while the visitor only looks at it: each page opened at 1920×1080, left to settle,
// then watched for SECONDS. Read from the renderer (CDP Performance.getMetrics): main-thread busy time
// (TaskDuration) and script time (ScriptDuration) per second, the JS heap in use at the end; from the
// site's rain worker: WebGL draws per second and the `rain:frame` User Timing measures (the site is
// opened with ?profile); from the naive page: its ticks; from /proc: CPU seconds per second of the
// worker threads and of the whole browser, all processes.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { metrics } from './cdp.mjs'
import { gpuRainShown, newPage, rainWorker } from './chromium.mjs'
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
 * @property {number | undefined} ticksPerSecond rain ticks per second, as the naive page counts its own (the site's tick on the page, while its worker draws what it can)
 * @property {number | undefined} heapMB JS heap in use at the end, MB (no collection forced)
 * @property {number | undefined} browserCpuPerSecond CPU seconds per second of every browser process (Linux)
 * @property {number | undefined} rainFrameMs median `rain:frame` measure, ms (home only)
 */

/** @typedef {{ name: string, url: string, paused?: boolean, ready?: (page: Page) => Promise<void> }} IdlePage */

const reference = (/** @type {string} */ file) => pathToFileURL(join(ROOT, 'bench', file)).href

/** @type {readonly IdlePage[]} The pages, in the order each round visits them. */
const IDLE_PAGES = [
  { name: 'blank', url: reference('blank.html') },
  { name: 'naive', url: reference('naive.html') },
  { name: 'home paused', url: `${ORIGIN}/`, paused: true, ready: gpuRainShown },
  { name: 'home', url: `${ORIGIN}/?profile`, ready: gpuRainShown },
]

/** Seconds a page gets after it is ready: the chunk parsed, the shader compiled, the heading typed. */
const SETTLE_MS = 2000

/**
 * @param {Launched} chromium
 * @param {IdlePage} spec
 * @returns {Promise<IdleFigures>}
 */
async function measure({ browser, pid }, { url, paused, ready }) {
  const { context, page } = await newPage(browser, { paused })
  try {
    await page.goto(url)
    await ready?.(page)
    await page.waitForTimeout(SETTLE_MS)
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
    const seconds = (after.metrics.Timestamp ?? NaN) - (before.metrics.Timestamp ?? NaN)
    const perSecond = (/** @type {number} */ a, /** @type {number} */ b) => (b - a) / seconds
    const msPerSecond = (/** @type {string} */ key) => perSecond(before.metrics[key] ?? NaN, after.metrics[key] ?? NaN) * 1000
    const draws = perSecond(before.counters.draws, after.counters.draws)
    return {
      mainMsPerSecond: msPerSecond('TaskDuration'),
      scriptMsPerSecond: msPerSecond('ScriptDuration'),
      drawsPerSecond: draws,
      ticksPerSecond: after.counters.ticks === undefined ? undefined : perSecond(before.counters.ticks ?? 0, after.counters.ticks),
      heapMB: (after.metrics.JSHeapUsedSize ?? NaN) / 2 ** 20,
      workerMsPerSecond: before.cpu.worker === undefined || after.cpu.worker === undefined ? undefined : perSecond(before.cpu.worker, after.cpu.worker) * 1000,
      browserCpuPerSecond: before.cpu.browser === undefined || after.cpu.browser === undefined ? undefined : perSecond(before.cpu.browser, after.cpu.browser),
      rainFrameMs: median(frames),
    }
  } finally {
    await context.close()
  }
}

/**
 * The idle pages, ROUNDS times in turn, and what their medians say about the rain.
 * @param {Launched} chromium
 * @param {(line: string) => void} log
 */
export async function runIdle(chromium, log) {
  /** @type {Record<string, IdleFigures[]>} */
  const rounds = Object.fromEntries(IDLE_PAGES.map(({ name }) => [name, []]))
  for (let round = 1; round <= ROUNDS; round++) {
    for (const spec of IDLE_PAGES) {
      log(`idle: ${spec.name}, round ${round}/${ROUNDS}`)
      rounds[spec.name]?.push(await measure(chromium, spec))
    }
  }
  /** @type {Record<string, IdleFigures>} */
  const pages = Object.fromEntries(Object.entries(rounds).map(([name, figures]) => [name, medians(figures)]))
  return { seconds: SECONDS, pages, rain: rainFigures(pages), rounds }
}

/**
 * What the home page's motion costs, from the medians: home − home paused is what the typewriter,
 * the caret and the rain's ticks cost the main thread; the worker's CPU is the rain's drawing, off it;
 * `rain:frame` is its work per frame as the worker measures it.
 * @param {Record<string, IdleFigures>} pages
 */
function rainFigures(pages) {
  const home = pages.home
  const paused = pages['home paused']
  const naive = pages.naive
  const rainMsPerSecond = (home?.mainMsPerSecond ?? NaN) - (paused?.mainMsPerSecond ?? NaN)
  const naiveMs = naive?.mainMsPerSecond ?? NaN
  return {
    /** main ms/s of home − home paused */
    mainMsPerSecond: rainMsPerSecond,
    /** worker CPU ms/s of home − home paused */
    workerMsPerSecond: (home?.workerMsPerSecond ?? NaN) - (paused?.workerMsPerSecond ?? NaN),
    rainFrameMs: home?.rainFrameMs,
    /** rain ms/s ÷ naive ms/s */
    shareOfNaive: rainMsPerSecond / naiveMs,
  }
}
