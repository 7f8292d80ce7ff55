import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startScripts, startScriptsByScreen, startScriptsGzip } from './startScripts.mjs'

/**
 * A built site's files, as the bundler writes them: the entry starts the app, the app loads a page's
 * screen (the home page's, with a part it shares, or an article's), and the rain later.
 */
const CHUNKS = {
  'assets/index-a1.js': 'const s=()=>void p(()=>import(`./startApp-b2.js`).then(e=>e.t),[]);s()',
  'assets/startApp-b2.js':
    'import{a as e}from"./jsx-runtime-c3.js";import{n as t}from"./index-a1.js";const r=()=>import("./Rain2D-d4.js"),h=()=>import("./screen-Home-f6.js"),j=()=>import("./screen-JourneyArticle-g7.js")',
  'assets/jsx-runtime-c3.js': 'export const a=1',
  'assets/Rain2D-d4.js': 'import{a as e}from"./jsx-runtime-c3.js";import"./gsap-e5.js"',
  'assets/gsap-e5.js': 'export{}',
  'assets/screen-Home-f6.js': `import{a as e}from"./startApp-b2.js";import{c}from"./Chips-h8.js";export const Home=${JSON.stringify('the home page, its sections, its typewriter '.repeat(40))}`,
  'assets/Chips-h8.js': 'export const c=1',
  'assets/screen-JourneyArticle-g7.js': 'import{a as e}from"./startApp-b2.js";import{c}from"./Chips-h8.js";export const JourneyArticle=1',
}

describe('startScripts', () => {
  /** @type {string} */
  let site
  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'site-'))
    await mkdir(join(site, 'assets'))
    for (const [file, code] of Object.entries(CHUNKS)) await writeFile(join(site, file), code)
  })
  afterEach(() => rm(site, { recursive: true, force: true }))

  it('names for each kind of screen the entry, the app it starts, the screen and what they import, not what the app loads later', async () => {
    await writeFile(join(site, 'index.html'), '<script type="module" crossorigin src="/assets/index-a1.js"></script>')
    const app = ['assets/index-a1.js', 'assets/startApp-b2.js', 'assets/jsx-runtime-c3.js']
    expect(startScriptsByScreen(site)).toEqual([
      [...app, 'assets/screen-Home-f6.js', 'assets/Chips-h8.js'],
      [...app, 'assets/screen-JourneyArticle-g7.js', 'assets/Chips-h8.js'],
    ])
  })

  it('names the files of the page that runs the most', async () => {
    await writeFile(join(site, 'index.html'), '<script type="module" crossorigin src="/assets/index-a1.js"></script>')
    expect(startScripts(site)).toEqual(['assets/index-a1.js', 'assets/startApp-b2.js', 'assets/jsx-runtime-c3.js', 'assets/screen-Home-f6.js', 'assets/Chips-h8.js'])
  })

  it('finds the entry under a base path', async () => {
    await writeFile(join(site, 'index.html'), '<script type="module" crossorigin src="/portfolio/assets/index-a1.js"></script>')
    expect(startScripts(site)[0]).toBe('assets/index-a1.js')
  })

  it('fails on a page that names no module script', async () => {
    await writeFile(join(site, 'index.html'), '<p>no script</p>')
    expect(() => startScripts(site)).toThrow(/names no module script/)
  })

  it('weighs those scripts, each gzipped at level 9, and nothing the app loads later', async () => {
    await writeFile(join(site, 'index.html'), '<script type="module" crossorigin src="/assets/index-a1.js"></script>')
    const gzip = (/** @type {string} */ code) => gzipSync(code, { level: 9 }).length
    /** @type {(keyof typeof CHUNKS)[]} */
    const heaviest = ['assets/index-a1.js', 'assets/startApp-b2.js', 'assets/jsx-runtime-c3.js', 'assets/screen-Home-f6.js', 'assets/Chips-h8.js']
    expect(startScriptsGzip(site)).toBe(heaviest.reduce((sum, file) => sum + gzip(CHUNKS[file]), 0))
  })
})
