// What one bench run measures and how, read once from the environment and the command line.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const PORT = Number(process.env.PORT ?? 4173)
export const ORIGIN = `https://localhost:${PORT}`
export const VIEWPORT = { width: 1920, height: 1080 }

/** Seconds each page is watched idle (BENCH_SECONDS). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** Rounds of every timing and memory measurement; figures are the medians (BENCH_ROUNDS). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
/** In-app navigations between the two memory readings (BENCH_NAVIGATIONS). */
export const NAVIGATIONS = Number(process.env.BENCH_NAVIGATIONS ?? 40)

/**
 * Generated articles to build the site with (`--sample N`, or CONTENT_SAMPLE=N; docs/pictures.md);
 * 0 for the owner's content alone.
 */
const sampleFlag = process.argv.indexOf('--sample')
export const SAMPLE = Number((sampleFlag === -1 ? process.env.CONTENT_SAMPLE : process.argv[sampleFlag + 1]) || 0)

/** Writes bench/BASELINE.md as well (`npm run bench -- --baseline` or BENCH_BASELINE=1). */
export const BASELINE = process.argv.includes('--baseline') || process.env.BENCH_BASELINE === '1'

const PARTS = /** @type {const} */ (['sizes', 'idle', 'lighthouse', 'bytes', 'memory', 'search'])
/** @typedef {typeof PARTS[number]} Part */
/** The parts to run (BENCH_ONLY=idle,bytes), all by default. */
export const ONLY = new Set(
  (process.env.BENCH_ONLY ?? PARTS.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
)
for (const part of ONLY) {
  if (!(/** @type {readonly string[]} */ (PARTS).includes(part))) throw new Error(`BENCH_ONLY: unknown part "${part}"; parts: ${PARTS.join(', ')}`)
}

/**
 * Flags that make Chromium composite on SwiftShader's GPU process: WebGL frames then stay there
 * instead of being read back on the renderer's main thread, as on a visitor's GPU.
 */
export const GPU_COMPOSITING_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--enable-gpu-compositing',
  '--enable-gpu-rasterization',
]
/** The idle, bytes and memory runs composite in software unless BENCH_GPU_COMPOSITING=1. */
export const GPU_COMPOSITING = Boolean(process.env.BENCH_GPU_COMPOSITING)
