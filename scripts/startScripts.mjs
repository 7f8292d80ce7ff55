// The scripts a built page runs before it is interactive, read from the build's own chunks: the entry
// its HTML names, the app the entry starts (its dynamic import, src/startApp.tsx), the page's screen
// (a `screen-*.js` chunk the app imports, scripts/chunks.ts) and every chunk those import. The chunks
// the app loads later (the rain, GSAP, the toasts…) are not counted. Pages differ only by their
// screen: the figure is the heaviest page's.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const STATIC = /(?:\bfrom|\bimport)\s*["'`](\.\/[\w.-]+\.js)["'`]/g
const DYNAMIC = /\bimport\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g
const SCREEN = /(?:^|\/)screen-[\w.-]+\.js$/

/** @param {string} site @param {string} file a path under site @param {RegExp} pattern */
function imported(site, file, pattern) {
  const code = readFileSync(join(site, file), 'utf8')
  return [...code.matchAll(pattern)].map((match) => relative(site, join(site, dirname(file), match[1] ?? '')))
}

/** @param {string} site @param {string} file */
const gzipOf = (site, file) => gzipSync(readFileSync(join(site, file)), { level: 9 }).length

/**
 * @param {string} site a built site's folder
 * @param {string[]} from files to start from, in order
 * @returns {string[]} those files and every file they import statically, each once, in order
 */
function withImports(site, from) {
  const found = new Set()
  /** @param {string} file */
  const add = (file) => {
    if (found.has(file)) return
    found.add(file)
    for (const next of imported(site, file, STATIC)) add(next)
  }
  for (const file of from) add(file)
  return [...found]
}

/**
 * @param {string} site a built site's folder
 * @returns {string[][]} for each kind of screen, the files a page showing it runs first, the entry first
 */
export function startScriptsByScreen(site) {
  const html = readFileSync(join(site, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${site}/index.html names no module script`)
  const first = relative('/', entry.replace(/^.*?\/assets\//, '/assets/'))
  const apps = imported(site, first, DYNAMIC)
  const app = withImports(site, [first, ...imported(site, first, STATIC), ...apps])
  const screens = [...new Set(app.flatMap((file) => imported(site, file, DYNAMIC)).filter((file) => SCREEN.test(file)))]
  return screens.length === 0 ? [app] : screens.map((screen) => withImports(site, [...app, screen]))
}

/**
 * @param {string} site a built site's folder
 * @returns {string[]} the files, relative to `site`, of the page that runs the most, the entry first
 */
export function startScripts(site) {
  const weigh = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + gzipOf(site, file), 0)
  return startScriptsByScreen(site).reduce((heaviest, files) => (weigh(files) > weigh(heaviest) ? files : heaviest))
}

/**
 * @param {string} site a built site's folder
 * @returns {number} the bytes of those files, each gzipped at level 9 as a static host serves it
 */
export function startScriptsGzip(site) {
  return startScripts(site).reduce((sum, file) => sum + gzipOf(site, file), 0)
}
