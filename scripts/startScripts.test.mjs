import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startScripts, startScriptsGzip } from './startScripts.mjs'

/** A built site's files, as the bundler writes them: the entry starts the app, the app loads the rain later. */
const CHUNKS = {
  'assets/index-a1.js': 'const s=()=>void p(()=>import(`./startApp-b2.js`).then(e=>e.t),[]);s()',
  'assets/startApp-b2.js': 'import{a as e}from"./jsx-runtime-c3.js";import{n as t}from"./index-a1.js";const r=()=>import("./Rain2D-d4.js")',
  'assets/jsx-runtime-c3.js': 'export const a=1',
  'assets/Rain2D-d4.js': 'import{a as e}from"./jsx-runtime-c3.js";import"./gsap-e5.js"',
  'assets/gsap-e5.js': 'export{}',
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

  it('names the entry, the app it starts and what they import, not what the app loads later', async () => {
    await writeFile(join(site, 'index.html'), '<script type="module" crossorigin src="/assets/index-a1.js"></script>')
    expect(startScripts(site)).toEqual(['assets/index-a1.js', 'assets/startApp-b2.js', 'assets/jsx-runtime-c3.js'])
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
    const { 'assets/index-a1.js': entry = '', 'assets/startApp-b2.js': app = '', 'assets/jsx-runtime-c3.js': runtime = '' } = CHUNKS
    expect(startScriptsGzip(site)).toBe(gzip(entry) + gzip(app) + gzip(runtime))
  })
})
