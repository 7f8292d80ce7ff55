// What the home page downloads: every file it requests at 1920×1080, split at the moment the GPU
// rain's code (its worker, rain.worker-*.js, then rainScene-*.js) is first requested — what the first
// view needs vs. what the background adds
// once the page is idle. Sizes come from the files in dist/: raw, gzip (level 9) and brotli
// (quality 11), as a host that compresses them ahead would send them; formats compressed already
// (woff2, PNG, JPEG, WebP, AVIF, GIF) are sent as they are.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { rainShown, newPage } from './chromium.mjs'
import { ORIGIN, ROOT } from './settings.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {{ file: string, type: string, beforeRain: boolean } & Sizes} FileSizes */

const RAIN_CHUNK = /\/(rain\.worker|rainScene)-[^/]*\.js$/

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'JavaScript',
  '.css': 'CSS',
  '.woff2': 'fonts',
  '.woff': 'fonts',
  '.ttf': 'fonts',
  '.svg': 'images',
  '.png': 'images',
  '.jpg': 'images',
  '.jpeg': 'images',
  '.webp': 'images',
  '.avif': 'images',
  '.gif': 'images',
  '.ico': 'images',
  '.html': 'HTML',
}
/** Sent as they are: compressing them again gains nothing. */
const PRECOMPRESSED = new Set(['.woff2', '.woff', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'])

export const BYTE_TYPES = ['JavaScript', 'CSS', 'fonts', 'images', 'HTML', 'other']

/**
 * The dist/ file a same-origin URL is served from (serve.json: clean URLs, a folder's index.html).
 * @param {string} url
 */
function distFile(url) {
  const path = decodeURIComponent(new URL(url).pathname)
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`]
  return candidates.map((candidate) => join(ROOT, 'dist', candidate)).find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * @param {string} file
 * @returns {Sizes}
 */
function sizes(file) {
  const data = readFileSync(file)
  if (PRECOMPRESSED.has(extname(file))) return { raw: data.length, gzip: data.length, brotli: data.length }
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length,
  }
}

/**
 * @param {readonly FileSizes[]} files
 * @returns {Record<string, Sizes>} sums per type, and `all`
 */
function totals(files) {
  /** @type {Record<string, Sizes>} */
  const sums = Object.fromEntries([...BYTE_TYPES, 'all'].map((type) => [type, { raw: 0, gzip: 0, brotli: 0 }]))
  for (const file of files) {
    for (const type of [file.type, 'all']) {
      const sum = sums[type]
      if (!sum) continue
      sum.raw += file.raw
      sum.gzip += file.gzip
      sum.brotli += file.brotli
    }
  }
  return sums
}

/**
 * Loads the home page, waits for the GPU rain to show and the network to go quiet, and sizes every
 * same-origin file it requested.
 * @param {Browser} browser
 * @param {(line: string) => void} log
 */
export async function runBytes(browser, log) {
  log('bytes: home page')
  const { context, page } = await newPage(browser)
  /** @type {{ url: string, beforeRain: boolean }[]} */
  const requests = []
  let rainRequested = false
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${ORIGIN}/`)) return
    if (RAIN_CHUNK.test(new URL(url).pathname)) rainRequested = true
    if (!requests.some((seen) => seen.url === url)) requests.push({ url, beforeRain: !rainRequested })
  })
  try {
    await page.goto(`${ORIGIN}/?rain=gpu`)
    await rainShown(page)
    await page.waitForLoadState('networkidle')
  } finally {
    await context.close()
  }
  /** @type {FileSizes[]} */
  const files = []
  const unmatched = []
  for (const { url, beforeRain } of requests) {
    const file = distFile(url)
    if (!file) {
      unmatched.push(url)
      continue
    }
    const name = file.slice(join(ROOT, 'dist').length + 1)
    files.push({ file: name, type: TYPES[extname(file)] ?? 'other', beforeRain, ...sizes(file) })
  }
  return {
    rainRequested,
    files,
    beforeRain: totals(files.filter((file) => file.beforeRain)),
    total: totals(files),
    unmatched,
  }
}
