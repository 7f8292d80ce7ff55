// npm run bench: what the falling-letters background costs the visitor's main thread.
// Serves dist/ (built by `npm run bench`), opens each page idle at 1920×1080 in headless Chromium for
// 10 s and reads the renderer's main-thread busy time (CDP Performance.getMetrics, TaskDuration and
// ScriptDuration deltas) and the draws per second. Three pages, side by side:
//   naive        bench/naive.html, the classic 2D rain (setInterval, translucent fill, fillText)
//   site paused  the home page with motion paused: everything but the rain
//   site         the home page with the rain running
// The rain's cost is site − site paused; the site run also opens with ?profile and reports the median
// `rain:frame` measure, the rain's own work per tick. Without a GPU, headless Chromium composites in
// software and reads every WebGL frame back to the CPU on the main thread, which a visitor with a GPU
// never pays: on such a machine the `rain:frame` figure is the one to trust. BENCH_GPU_COMPOSITING=1
// composites on SwiftShader instead (no read-back, but every page then renders far below 30 fps).
// Results go to bench/results/ (gitignored).
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.PORT ?? 4173)
const ORIGIN = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const VIEWPORT = { width: 1920, height: 1080 }
const GPU_COMPOSITING = !process.env.BENCH_GPU_COMPOSITING
  ? []
  : ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--enable-gpu-compositing', '--enable-gpu-rasterization']

async function reachable() {
  try {
    return (await fetch(ORIGIN)).ok
  } catch {
    return false
  }
}

/** Serves dist/ unless something already answers on the port; returns how to stop it. */
async function serveDist() {
  if (await reachable()) return () => undefined
  const server = spawn(join(root, 'node_modules/.bin/serve'), ['dist', '--single', '--listen', String(PORT), '--no-clipboard'], {
    cwd: root,
    stdio: 'ignore',
  })
  for (let i = 0; i < 100 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 100))
  if (!(await reachable())) throw new Error(`could not serve dist/ on ${ORIGIN}`)
  return () => server.kill()
}

/** Counts WebGL draw calls in window.benchDraws. */
function countDraws() {
  window.benchDraws = 0
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['drawArrays', 'drawElements']) {
      const original = proto[name]
      proto[name] = function (...args) {
        window.benchDraws++
        return original.apply(this, args)
      }
    }
  }
}

async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]))
}

function median(values) {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1]
}

async function measure(browser, { name, url, paused = false, ready }) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.addInitScript(countDraws)
  if (paused) {
    await page.addInitScript(() => {
      if (window === window.top) localStorage.setItem('motion', JSON.stringify({ state: { choice: 'paused' }, version: 0 }))
    })
  }
  await page.goto(url)
  await ready(page)
  await page.waitForTimeout(2000) // settle: chunk parsed, shader compiled, intro typed
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const counters = () => page.evaluate(() => ({ draws: window.benchDraws, ticks: window.benchTicks ?? 0 }))
  await page.evaluate(() => performance.clearMeasures())
  const [m0, c0] = [await metrics(cdp), await counters()]
  await page.waitForTimeout(SECONDS * 1000)
  const [m1, c1] = [await metrics(cdp), await counters()]
  const frames = await page.evaluate(() => performance.getEntriesByName('rain:frame').map((e) => e.duration))
  await context.close()
  const seconds = m1.Timestamp - m0.Timestamp
  const perSecond = (key) => ((m1[key] - m0[key]) * 1000) / seconds
  const draws = (c1.draws - c0.draws) / seconds
  return {
    name,
    mainThreadMsPerSecond: perSecond('TaskDuration'),
    scriptMsPerSecond: perSecond('ScriptDuration'),
    drawsPerSecond: draws,
    ticksPerSecond: (c1.ticks - c0.ticks) / seconds || draws,
    rainFrameMedianMs: median(frames),
  }
}

const siteReady = (page) => page.locator('[data-rain="gpu"] canvas').waitFor({ state: 'visible', timeout: 30_000 })
const stop = await serveDist()
const browser = await chromium.launch({ executablePath: await requireChromium(), args: [...CHROMIUM_ARGS, ...GPU_COMPOSITING] })
try {
  const runs = []
  for (const run of [
    { name: 'naive', url: pathToFileURL(join(root, 'bench/naive.html')).href, ready: () => undefined },
    { name: 'site paused', url: `${ORIGIN}/`, paused: true, ready: siteReady },
    { name: 'site', url: `${ORIGIN}/?profile`, ready: siteReady },
  ]) {
    runs.push(await measure(browser, run))
  }
  const [naive, paused, site] = runs
  const rainMsPerSecond = site.mainThreadMsPerSecond - paused.mainThreadMsPerSecond
  const summary = {
    date: new Date().toISOString(),
    viewport: VIEWPORT,
    compositing: GPU_COMPOSITING.length ? 'gpu (swiftshader)' : 'software',
    seconds: SECONDS,
    runs,
    rain: {
      mainThreadMsPerSecond: rainMsPerSecond,
      mainThreadMsPerTick: rainMsPerSecond / site.drawsPerSecond,
      rainFrameMedianMs: site.rainFrameMedianMs,
      naiveMsPerTick: naive.mainThreadMsPerSecond / naive.ticksPerSecond,
      shareOfNaive: rainMsPerSecond / naive.mainThreadMsPerSecond,
    },
  }
  const f = (n) => n.toFixed(2).padStart(8)
  console.log(`\n${VIEWPORT.width}×${VIEWPORT.height}, ${SECONDS} s idle each, ${summary.compositing} compositing\n`)
  console.log('page          main ms/s  script ms/s   draws/s   ticks/s')
  for (const r of runs) {
    console.log(`${r.name.padEnd(12)} ${f(r.mainThreadMsPerSecond)}   ${f(r.scriptMsPerSecond)}  ${f(r.drawsPerSecond)}  ${f(r.ticksPerSecond)}`)
  }
  console.log(`\nrain (site − site paused): ${rainMsPerSecond.toFixed(2)} ms/s = ${summary.rain.mainThreadMsPerTick.toFixed(3)} ms per tick`)
  console.log(`rain:frame median (the rain's own work per tick): ${site.rainFrameMedianMs?.toFixed(3)} ms`)
  console.log(`naive: ${summary.rain.naiveMsPerTick.toFixed(3)} ms per tick; rain / naive = ${(summary.rain.shareOfNaive * 100).toFixed(1)} %`)
  const dir = join(root, 'bench/results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `rain-${summary.date.replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nwritten to ${file}`)
} finally {
  await browser.close()
  stop()
}
