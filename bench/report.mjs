// The bench's figures as tables — the same tables printed as text and written as Markdown — and the
// files they go to: bench/results/bench-<date>.{json,md} (gitignored) and, on request, bench/BASELINE.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BYTE_TYPES } from './bytes.mjs'
import { ROOT } from './settings.mjs'

/** @typedef {{ title: string, head: string[], rows: string[][], notes?: string[] }} Table */
/** @typedef {import('./idle.mjs').IdleFigures} IdleFigures */
/** @typedef {Awaited<ReturnType<typeof import('./idle.mjs').runIdle>>} IdleResult */
/** @typedef {Awaited<ReturnType<typeof import('./lighthouse.mjs').runLighthouse>>} LighthouseResult */
/** @typedef {Awaited<ReturnType<typeof import('./bytes.mjs').runBytes>>} BytesResult */
/** @typedef {Awaited<ReturnType<typeof import('./memory.mjs').runMemory>>} MemoryResult */
/** @typedef {Awaited<ReturnType<typeof import('./search.mjs').runSearch>>} SearchResult */
/** @typedef {import('./sizes.mjs').SiteSizes} SiteSizes */

/**
 * @typedef {object} Results
 * @property {string} date
 * @property {Record<string, string | number>} setup how and where it was measured
 * @property {SiteSizes[]} [sizes]
 * @property {IdleResult} [idle]
 * @property {LighthouseResult} [lighthouse]
 * @property {BytesResult} [bytes]
 * @property {MemoryResult} [memory]
 * @property {SearchResult} [search]
 * @property {number} [wallSeconds]
 */

/**
 * A number with `digits` decimals, or "–" when there is none.
 * @param {number | undefined} value
 * @param {number} [digits]
 */
const num = (value, digits = 1) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits))
/** @param {number} bytes */
const kib = (bytes) => (bytes / 1024).toFixed(1)
/**
 * "×0.25": a figure over the naive page's.
 * @param {number | undefined} value
 * @param {number | undefined} naive
 */
const ratio = (value, naive) => (value === undefined || naive === undefined || !naive ? '–' : `×${(value / naive).toFixed(2)}`)

/** @param {IdleResult} idle */
function idleTables(idle) {
  const { blank, naive } = idle.pages
  const rain = idle.rain
  /** @type {Table} */
  const table = {
    title: `Idle pages, ${idle.seconds} s each after load (medians)`,
    head: ['page', 'rain', 'main ms/s', '÷ blank', '÷ naive', 'script ms/s', 'worker ms/s', 'frames/s', 'draws/s', 'ticks/s', 'JS heap MB', 'browser CPU s/s', '÷ naive'],
    rows: Object.entries(idle.pages).map(([name, page]) => [
      name,
      idle.paths[name] ?? '–',
      num(page.mainMsPerSecond),
      ratio(page.mainMsPerSecond, blank?.mainMsPerSecond),
      ratio(page.mainMsPerSecond, naive?.mainMsPerSecond),
      num(page.scriptMsPerSecond),
      num(page.workerMsPerSecond),
      num(page.framesPerSecond),
      num(page.drawsPerSecond),
      num(page.ticksPerSecond),
      num(page.heapMB),
      num(page.browserCpuPerSecond, 2),
      ratio(page.browserCpuPerSecond, naive?.browserCpuPerSecond),
    ]),
    notes: [
      `GPU rain, main thread: ×${num(rain.gpuMainOverBlank, 2)} a blank page's (target ≤ 2), ×${num(rain.stillGpuMainOverBlank, 2)} with the tagline still; a worker's WebGL canvas changing one cell a tick: ×${num(rain.floorMainOverBlank, 2)}`,
      `2D rain, main thread: ×${num(rain.flatMainOverNaive, 2)} the naive page's (target ≤ 0.5)`,
      `default (${idle.paths['home, default'] ?? '–'} here), browser CPU: ×${num(rain.defaultBrowserOverNaive, 2)} the naive page's (target ≤ 1 on a software renderer), ×${num(rain.stillDefaultBrowserOverNaive, 2)} with the tagline still; a worker's 2D canvas changed whole each tick, with one fill: ×${num(rain.floorBrowserOverNaive, 2)}`,
      `rain:frame median (the rain's own work per frame, measured in its worker): GPU ${num(rain.rainFrameMs, 3)} ms, 2D ${num(rain.flatFrameMs, 3)} ms`,
    ],
  }
  return [table]
}

/**
 * The requests Lantern's LCP estimate waited for in the round whose LCP is nearest the run's median,
 * as `file start–end (size)`, simulated milliseconds.
 * @param {LighthouseResult['runs'][number]} run
 */
function lcpWaitedFor({ rounds, figures, lcpRequests }) {
  const distance = (/** @type {number} */ index) => Math.abs((rounds[index]?.lcpMs ?? Infinity) - (figures.lcpMs ?? 0))
  const nearest = rounds.reduce((best, _round, index) => (distance(index) < distance(best) ? index : best), 0)
  return (lcpRequests[nearest] ?? [])
    .map(({ path, bytes, startMs, endMs }) => `${path.replace(/^\/assets\//, '')} ${Math.round(startMs)}–${Math.round(endMs)} (${kib(bytes)} KiB)`)
    .join(', ')
}

/** @param {LighthouseResult} lighthouse */
function lighthouseTables(lighthouse) {
  /** @type {Table} */
  const table = {
    title: `Lighthouse (medians; its Chromium composites on ${lighthouse.compositing})`,
    head: ['preset', 'route', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'weight KiB', 'images KiB', 'CPU index'],
    rows: lighthouse.runs.map(({ preset, route, figures }) => [
      preset,
      route,
      num(figures.performance, 0),
      num(figures.accessibility, 0),
      num(figures.bestPractices, 0),
      num(figures.seo, 0),
      num((figures.fcpMs ?? NaN) / 1000, 2),
      num((figures.lcpMs ?? NaN) / 1000, 2),
      num(figures.tbtMs, 0),
      num(figures.cls, 4),
      figures.bytes === undefined ? '–' : kib(figures.bytes),
      figures.imageBytes === undefined ? '–' : kib(figures.imageBytes),
      num(figures.benchmarkIndex, 0),
    ]),
    notes: lighthouse.runs.flatMap((run) => {
      const { preset, route, rounds, lostPoints, shifts, warnings } = run
      return [
        `${preset} ${route} LCP waited for (Lantern, ms): ${lcpWaitedFor(run) || 'no request'}`,
        ...(lostPoints.length
          ? [`${preset} ${route} loses points on: ${lostPoints.map((lost) => `${lost.id} (${lost.category}, ${lost.rounds}/${rounds.length} rounds)`).join(', ')}`]
          : []),
        ...shifts.map(
          ({ element, causes, rounds: seen }) =>
            `${preset} ${route} shifts ${element}${causes.length ? ` (${causes.join('; ')})` : ''} in ${seen}/${rounds.length} rounds`,
        ),
        ...warnings.map((warning) => `${preset} ${route}: warning: ${warning}`),
      ]
    }),
  }
  return [table]
}

/** @param {BytesResult} bytes */
function bytesTables(bytes) {
  const split = bytes.rainRequested ? 'before the rain chunk' : 'before the rain chunk (never requested)'
  /** @type {Table} */
  const totals = {
    title: `Home page bytes, KiB: ${split} / in total (raw, gzip -9, brotli 11; woff2 and the like as they are)`,
    head: ['type', 'raw', 'gzip', 'brotli', 'total raw', 'total gzip', 'total brotli'],
    rows: [...BYTE_TYPES, 'all'].flatMap((type) => {
      const before = bytes.beforeRain[type]
      const total = bytes.total[type]
      if (!before || !total || (total.raw === 0 && type !== 'all')) return []
      return [[type, kib(before.raw), kib(before.gzip), kib(before.brotli), kib(total.raw), kib(total.gzip), kib(total.brotli)]]
    }),
    notes: bytes.unmatched.map((url) => `requested but not in dist/: ${url}`),
  }
  /** @type {Table} */
  const files = {
    title: 'Home page files, KiB, in the order requested',
    head: ['file', 'type', 'loaded', 'raw', 'gzip', 'brotli'],
    rows: bytes.files.map((file) => [
      file.file,
      file.type,
      file.beforeRain ? 'before rain' : 'with rain',
      kib(file.raw),
      kib(file.gzip),
      kib(file.brotli),
    ]),
  }
  return [totals, files]
}

/** @param {MemoryResult} memory */
function memoryTables({ navigations, figures }) {
  /**
   * @param {number | undefined} before
   * @param {number | undefined} after
   * @param {number} digits
   */
  const row = (before, after, digits) => [num(before, digits), num(after, digits), num((after ?? NaN) - (before ?? NaN), digits)]
  /** @type {Table} */
  const table = {
    title: `Memory, home page then ${navigations} in-app navigations, motion paused (medians)`,
    head: ['figure', 'after load', `after ${navigations} navigations`, 'change'],
    rows: [
      ['JS heap MB (after GC)', ...row(figures.loadHeapMB, figures.navigatedHeapMB, 2)],
      ['DOM nodes (in the document or held)', ...row(figures.loadNodes, figures.navigatedNodes, 0)],
      ['elements in the document', ...row(figures.loadElements, figures.navigatedElements, 0)],
      ['JS event listeners', ...row(figures.loadListeners, figures.navigatedListeners, 0)],
    ],
  }
  return [table]
}

/** @param {SiteSizes[]} sizes */
function sizesTables(sizes) {
  const size = (/** @type {number | undefined} */ bytes) => (bytes === undefined ? '–' : kib(bytes))
  /** @type {Table} */
  const table = {
    title: 'What a page costs as content grows, KiB gzip -9',
    head: ['articles', 'scripts at start', 'home HTML', 'home data', 'article', 'article HTML', 'article data'],
    rows: sizes.map((site) => [
      String(site.articles),
      size(site.startScripts),
      size(site.homeHtml),
      size(site.homeData),
      site.article,
      size(site.articleHtml),
      size(site.articleData),
    ]),
  }
  return [table]
}

/** @param {SearchResult} search */
function searchTables({ cpuSlowdown, keyDelayMs, rounds, figures }) {
  return [
    {
      title: `Search on /experience, CPU slowed ${cpuSlowdown}×, a key every ${keyDelayMs} ms (median of ${rounds})`,
      head: ['query', 'word', 'last key → first result shown, ms', 'fetched for it, KiB'],
      rows: figures.map(({ query, word, ms, bytes }) => [query, word, num(ms, 0), bytes === undefined ? '–' : kib(bytes)]),
      notes: figures.map(({ word, files }) => `"${word}": ${files.map(({ file, bytes }) => `${file} ${kib(bytes)}`).join(', ')}`),
    },
  ]
}

/** @param {Results} results */
function tables(results) {
  return [
    ...(results.sizes ? sizesTables(results.sizes) : []),
    ...(results.idle ? idleTables(results.idle) : []),
    ...(results.lighthouse ? lighthouseTables(results.lighthouse) : []),
    ...(results.bytes ? bytesTables(results.bytes) : []),
    ...(results.memory ? memoryTables(results.memory) : []),
    ...(results.search ? searchTables(results.search) : []),
  ]
}

/** @param {Results} results */
const setupLine = (results) =>
  Object.entries(results.setup)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ')

/**
 * @param {Table} table
 * @returns {string}
 */
function asText({ title, head, rows, notes = [] }) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  return [title, line(head), ...rows.map(line), ...notes.map((note) => `  ${note}`)].join('\n')
}

/**
 * @param {Table} table
 * @returns {string}
 */
function asMarkdown({ title, head, rows, notes = [] }) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`
  const rule = `| ${head.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`
  return [`### ${title}`, '', line(head), rule, ...rows.map(line), ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : [])].join('\n')
}

/** @param {Results} results */
export function printReport(results) {
  console.log(`\n${setupLine(results)}\n`)
  console.log(tables(results).map(asText).join('\n\n'))
}

/**
 * @param {Results} results
 * @param {string} heading
 * @param {string} [preface]
 */
function markdown(results, heading, preface) {
  return [`# ${heading}`, '', ...(preface ? [preface, ''] : []), setupLine(results), '', tables(results).map(asMarkdown).join('\n\n'), ''].join('\n')
}

/**
 * Writes bench/results/bench-<date>.json and .md, and bench/BASELINE.md when `baseline`; returns the paths.
 * @param {Results} results
 * @param {boolean} baseline
 */
export function writeReport(results, baseline) {
  const dir = join(ROOT, 'bench/results')
  mkdirSync(dir, { recursive: true })
  const stem = join(dir, `bench-${results.date.replace(/[:.]/g, '-')}`)
  writeFileSync(`${stem}.json`, `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(`${stem}.md`, markdown(results, 'Bench results'))
  const written = [`${stem}.json`, `${stem}.md`]
  if (baseline) {
    const file = join(ROOT, 'bench/BASELINE.md')
    const preface =
      'Written by `npm run bench -- --baseline` (see docs/performance.md). Refresh it by hand on a quiet machine and commit it; the figures below are one run on the machine described.'
    writeFileSync(file, markdown(results, 'Performance baseline', preface))
    written.push(file)
  }
  return written
}
