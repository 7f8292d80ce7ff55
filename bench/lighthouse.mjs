// Lighthouse's audit of the built site, with its mobile preset (the default config: a mid-range phone,
// 4× CPU slowdown and a slow 4G link, simulated) and its desktop preset. Each audit gets a Chromium of
// its own (chrome-launcher). That Chromium composites on SwiftShader's GPU process, as a browser with
// a GPU composites on it, rather than in software (headless Chromium's default).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs'
import { GPU_COMPOSITING_ARGS, ORIGIN, ROOT, ROUNDS, SAMPLE } from './settings.mjs'
import { medians } from './stats.mjs'

/** The built site's first project page, if it has one: the screens it lists (data/screens.json). */
function firstProject() {
  /** @type {string[]} */
  const screens = JSON.parse(readFileSync(join(ROOT, 'dist/data/screens.json'), 'utf8'))
  return screens.filter((path) => path.startsWith('/project/')).slice(0, 1)
}

/**
 * Routes audited: home and a project. Not an article of the content: a YouTube frame would need the
 * network. A CONTENT_SAMPLE build adds its first and its last article, with their 12-megapixel photos.
 * Read when the audit starts: dist/ is built by then, not when the bench's modules load.
 */
const lighthouseRoutes = () => ['/', ...firstProject(), ...(SAMPLE > 0 ? ['/experience/sample-1', `/experience/sample-${SAMPLE}`] : [])]

/** @type {Record<string, import('lighthouse').Config | undefined>} */
const PRESETS = { mobile: undefined, desktop: desktopConfig }

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo'])

/**
 * @typedef {object} LighthouseFigures
 * @property {number | undefined} performance score, 0–100
 * @property {number | undefined} accessibility score, 0–100
 * @property {number | undefined} bestPractices score, 0–100
 * @property {number | undefined} seo score, 0–100
 * @property {number | undefined} fcpMs First Contentful Paint
 * @property {number | undefined} lcpMs Largest Contentful Paint
 * @property {number | undefined} tbtMs Total Blocking Time
 * @property {number | undefined} cls Cumulative Layout Shift
 * @property {number | undefined} bytes total byte weight of the load
 * @property {number | undefined} imageBytes what the load's images weigh, as transferred
 * @property {number | undefined} benchmarkIndex how fast Lighthouse found this machine's CPU (higher is faster)
 */

/** @typedef {{ category: string, id: string, title: string }} LostPoints */
/** @typedef {{ element: string, causes: string[] }} Shift an element that moved, and what Lighthouse blames */

/**
 * The layout shifts Lighthouse saw (its `layout-shifts` audit): the element that moved and the causes.
 * @param {import('lighthouse').Result['audits'][string] | undefined} found
 * @returns {Shift[]}
 */
function layoutShifts(found) {
  const details = /** @type {{ items?: { node?: { selector?: string, nodeLabel?: string }, subItems?: { items?: { cause?: string }[] } }[] } | undefined} */ (
    found?.details
  )
  return (details?.items ?? []).map((item) => ({
    element: item.node?.selector || item.node?.nodeLabel || 'an element Lighthouse did not name',
    causes: [...new Set((item.subItems?.items ?? []).flatMap(({ cause }) => (cause ? [cause] : [])))],
  }))
}

/**
 * The bytes of images the load transferred (its `resource-summary` audit).
 * @param {import('lighthouse').Result['audits'][string] | undefined} found
 */
function imageBytes(found) {
  const details = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] } | undefined} */ (found?.details)
  return details?.items?.find((item) => item.resourceType === 'image')?.transferSize
}

/** @typedef {{ path: string, bytes: number, startMs: number, endMs: number }} LcpRequest a request as Lantern simulated it */

/**
 * The requests Lantern's pessimistic LCP estimate (the last audit's simulation) waited for, in the
 * order it simulated them: every request the page made before its observed LCP, except low-priority
 * images (Lantern's own rule), with its size as transferred and its simulated start and end. The LCP
 * Lighthouse reports is the mean of this estimate and the optimistic one (which leaves out some of
 * these requests), and no less than the FCP: this shows which round trip went to what.
 * @returns {LcpRequest[]}
 */
function lcpRequests() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint')
  return [...(timings ?? [])]
    .flatMap(([node, timing]) =>
      node.type === 'network' && Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode(node)
        ? [{ path: node.request.url.replace(ORIGIN, ''), bytes: node.request.transferSize, startMs: timing.startTime, endMs: timing.endTime }]
        : [],
    )
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
}

/**
 * One Lighthouse audit of `url`.
 * @param {string} url
 * @param {import('lighthouse').Config | undefined} config
 * @param {string[]} args Chromium flags besides the usual ones
 */
async function audit(url, config, args) {
  const chrome = await launch({
    chromePath: await requireChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...GPU_COMPOSITING_ARGS, ...args],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runWarnings, runtimeError, environment } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (/** @type {string} */ id) => {
      const value = categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : undefined
    }
    const value = (/** @type {string} */ id) => audits[id]?.numericValue
    /** @type {LighthouseFigures} */
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      imageBytes: imageBytes(audits['resource-summary']),
      benchmarkIndex: environment.benchmarkIndex,
    }
    /** @type {LostPoints[]} the weighted audits that did not score full marks */
    const lostPoints = CATEGORIES.flatMap((category) =>
      (categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
        const found = audits[id]
        if (!found || weight === 0 || found.score === null || found.score >= 1) return []
        return [{ category, id, title: found.title }]
      }),
    )
    return { figures, lostPoints, shifts: layoutShifts(audits['layout-shifts']), warnings: runWarnings, lcpRequests: lcpRequests() }
  } finally {
    chrome.kill()
  }
}

/**
 * Every route under every preset, ROUNDS times in turn; medians per route and preset.
 * @param {(line: string) => void} log
 * @param {string[]} args Chromium flags besides the usual ones (the server's certificate)
 */
export async function runLighthouse(log, args) {
  /** @type {{ preset: string, route: string, figures: LighthouseFigures, rounds: LighthouseFigures[], lostPoints: (LostPoints & { rounds: number })[], shifts: (Shift & { rounds: number })[], warnings: string[], lcpRequests: LcpRequest[][] }[]} */
  const runs = []
  for (const preset of Object.keys(PRESETS)) {
    for (const route of lighthouseRoutes()) runs.push({ preset, route, figures: medians([]), rounds: [], lostPoints: [], shifts: [], warnings: [], lcpRequests: [] })
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const run of runs) {
      log(`lighthouse: ${run.preset} ${run.route}, round ${round}/${ROUNDS}`)
      const result = await audit(`${ORIGIN}${run.route}`, PRESETS[run.preset], args)
      run.rounds.push(result.figures)
      run.lcpRequests.push(result.lcpRequests)
      for (const lost of result.lostPoints) {
        const seen = run.lostPoints.find(({ category, id }) => category === lost.category && id === lost.id)
        if (seen) seen.rounds++
        else run.lostPoints.push({ ...lost, rounds: 1 })
      }
      for (const shift of result.shifts) {
        const seen = run.shifts.find(({ element }) => element === shift.element)
        if (seen) {
          seen.rounds++
          seen.causes = [...new Set([...seen.causes, ...shift.causes])]
        } else run.shifts.push({ ...shift, rounds: 1 })
      }
      for (const warning of result.warnings) if (!run.warnings.includes(warning)) run.warnings.push(warning)
    }
  }
  for (const run of runs) run.figures = medians(run.rounds)
  return { compositing: 'GPU (SwiftShader)', runs }
}
