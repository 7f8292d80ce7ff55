import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { INDEX_CHUNK_POSITIONS, searchIndexFiles } from './searchIndex.mjs'

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa'.split(' ')

/**
 * Page `n` as the build prerenders it: 500 words in the part Pagefind indexes, and a nav it does not.
 * @param {number} n
 */
function page(n) {
  const words = Array.from({ length: 500 }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length])
  return {
    path: `/experience/${n}`,
    html: `<html lang="en"><body><nav>Home Experience</nav><main data-pagefind-body><h1>Page ${n}</h1><p>${words.join(' ')}</p></main></body></html>`,
  }
}

describe('searchIndexFiles', () => {
  // 40 pages of 500 words: 20,000 word positions, one chunk at Pagefind's default.
  const files = searchIndexFiles(Array.from({ length: 40 }, (_, n) => page(n + 1)))

  it(`splits the index into chunks of about ${INDEX_CHUNK_POSITIONS} word positions`, async () => {
    const chunks = (await files).filter((file) => file.path.startsWith('index/'))
    expect(chunks.length).toBeGreaterThanOrEqual(Math.floor(20_000 / INDEX_CHUNK_POSITIONS) - 1)
  })

  it('writes only what a browser asks for: script, WebAssembly, entry, meta, chunks, a fragment a page', async () => {
    const paths = (await files).map((file) => file.path)
    expect(paths).toContain('pagefind.js')
    expect(paths).toContain('pagefind-entry.json')
    expect(paths.some((path) => /^wasm\.en\.pagefind$/.test(path))).toBe(true)
    expect(paths.filter((path) => path.startsWith('fragment/'))).toHaveLength(40)
    expect(paths.filter((path) => /ui|worker|playground|highlight/.test(path))).toEqual([])
  })

  it('indexes a page at its route, with its marked part only', async () => {
    const fragment = (await files).find((file) => file.path.startsWith('fragment/'))
    const text = gunzipSync(fragment?.content ?? new Uint8Array()).toString().replace(/^pagefind_dcd/, '')
    const { url, content } = JSON.parse(text)
    expect(url).toMatch(/^\/experience\/\d+$/)
    expect(content).toMatch(/^Page \d+\. /)
    expect(content).not.toContain('Home Experience')
  })
})
