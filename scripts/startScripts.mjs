// The scripts a built page runs before it is interactive, read from the build's own chunks: the entry
// its HTML names, the app the entry starts (its dynamic import, src/startApp.tsx), and every chunk
// those import. The chunks the app itself loads later (the rain, GSAP, the toasts…) are not counted.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const STATIC = /(?:\bfrom|\bimport)\s*["'`](\.\/[\w.-]+\.js)["'`]/g
const DYNAMIC = /\bimport\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g

/** @param {string} site @param {string} file a path under site @param {RegExp} pattern */
function imported(site, file, pattern) {
  const code = readFileSync(join(site, file), 'utf8')
  return [...code.matchAll(pattern)].map((match) => relative(site, join(site, dirname(file), match[1] ?? '')))
}

/**
 * @param {string} site a built site's folder
 * @returns {string[]} the files, relative to `site`, the entry first
 */
export function startScripts(site) {
  const html = readFileSync(join(site, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${site}/index.html names no module script`)
  const first = relative('/', entry.replace(/^.*?\/assets\//, '/assets/'))
  const found = new Set([first])
  /** @param {string} file */
  const add = (file) => {
    if (found.has(file)) return
    found.add(file)
    for (const next of imported(site, file, STATIC)) add(next)
  }
  for (const next of imported(site, first, STATIC)) add(next)
  for (const app of imported(site, first, DYNAMIC)) add(app)
  return [...found]
}

/**
 * @param {string} site a built site's folder
 * @returns {number} the bytes of its start scripts, each gzipped at level 9 as a static host serves it
 */
export function startScriptsGzip(site) {
  return startScripts(site).reduce((sum, file) => sum + gzipSync(readFileSync(join(site, file)), { level: 9 }).length, 0)
}
