// npm run bench: builds the site, serves dist/ as the static host does (serve.mjs), and
// measures in headless Chromium: pages left idle (idle.mjs), Lighthouse (lighthouse.mjs), the home
// page's bytes (bytes.mjs), memory across in-app navigations (memory.mjs) and a search typed on
// /experience (search.mjs). Prints the tables and
// writes them to bench/results/ (report.mjs). See docs/performance.md.
//   PORT=4177             serve on another port (default 4173)
//   BENCH_ROUNDS=3        rounds of every browser measurement; figures are medians
//   BENCH_SECONDS=10      seconds each idle page is watched
//   BENCH_ONLY=idle,bytes run only these parts (sizes, idle, lighthouse, bytes, memory, search)
//   BENCH_GPU_COMPOSITING=1  idle, bytes and memory composite on SwiftShader instead of in software
//   --sample 200 (or CONTENT_SAMPLE=200)  build with 200 generated articles with 12-megapixel photos:
//                         sizes beside the owner's content, Lighthouse on the last one too
//   --baseline (or BENCH_BASELINE=1)  also write bench/BASELINE.md
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { requireChromium } from '../scripts/browser.mjs'
import { runBytes } from './bytes.mjs'
import { COMPOSITING, launchBrowser } from './chromium.mjs'
import { runIdle } from './idle.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { runMemory } from './memory.mjs'
import { runSearch } from './search.mjs'
import { printReport, writeReport } from './report.mjs'
import { siteSizes } from './sizes.mjs'
import { serveDist } from './serve.mjs'
import { BASELINE, ONLY, ORIGIN, ROOT, ROUNDS, SAMPLE, SECONDS, VIEWPORT } from './settings.mjs'

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`
const log = (/** @type {string} */ line) => console.error(`[${elapsed()}] ${line}`)

/** @type {import('./report.mjs').Results} */
const results = {
  date: new Date().toISOString(),
  setup: {
    chromium: execFileSync(await requireChromium(), ['--version'], { encoding: 'utf8' }).trim(),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    'load average at start': loadavg()[0]?.toFixed(2) ?? '–',
    viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
    rounds: ROUNDS,
    'idle seconds': SECONDS,
    compositing: COMPOSITING,
  },
}

/**
 * The production build, with the sample's articles or without.
 * @param {number} sample @param {string} outDir
 */
function build(sample, outDir) {
  log(`building ${sample ? `with ${sample} sample articles` : "the owner's content"} into ${outDir}`)
  execFileSync('node', ['scripts/build.mjs', '--out-dir', outDir], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, CONTENT_SAMPLE: String(sample) } })
}

const dist = join(ROOT, 'dist')
build(SAMPLE, dist)
if (ONLY.has('sizes')) {
  const owner = join(ROOT, 'node_modules/.cache/bench-owner-site')
  if (SAMPLE) build(0, owner)
  results.sizes = [siteSizes(SAMPLE ? owner : dist), ...(SAMPLE ? [siteSizes(dist)] : [])]
}

const server = await serveDist()
log(`serving dist/ on ${ORIGIN} (HTTP/2)`)
try {
  if (ONLY.has('idle') || ONLY.has('bytes') || ONLY.has('memory') || ONLY.has('search')) {
    const chromium = await launchBrowser(server.chromiumArgs)
    try {
      if (ONLY.has('idle')) results.idle = await runIdle(chromium, log)
      if (ONLY.has('bytes')) results.bytes = await runBytes(chromium.browser, log)
      if (ONLY.has('memory')) results.memory = await runMemory(chromium.browser, log)
      if (ONLY.has('search')) results.search = await runSearch(chromium.browser, log)
    } finally {
      await chromium.close()
    }
  }
  if (ONLY.has('lighthouse')) results.lighthouse = await runLighthouse(log, server.chromiumArgs)
} finally {
  await server.stop()
}
results.wallSeconds = Math.round((performance.now() - started) / 1000)
log('done')
printReport(results)
console.log(`\nmeasured in ${results.wallSeconds} s; written to:\n${writeReport(results, BASELINE).map((file) => `  ${file}`).join('\n')}`)
