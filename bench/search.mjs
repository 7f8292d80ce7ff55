// A search typed on /experience, as a visitor types it, on a CPU slowed 4× (Chrome DevTools'
// throttling, the same as Lighthouse's mobile run): the time from the last key to the frame that
// first shows a result, and every byte of the search fetched from focusing the box to that frame
// (its script, WebAssembly, entry and meta files, index chunks, fragments), as sent (gzip where the
// host compresses). Each round in a fresh context: nothing cached. The words come from the built site.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { newPage } from './chromium.mjs'
import { median } from './stats.mjs'
import { ORIGIN, ROOT, ROUNDS } from './settings.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */

const CPU_SLOWDOWN = 4
/** A brisk typist: some 70 words a minute. */
const KEY_DELAY_MS = 150

/** The words of every article's text in dist/, one list per article. */
function articleWords() {
  const folder = join(ROOT, 'dist/data/experience')
  // Its articles' files, not the folder of the categories' lists.
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'))
  return files.map((file) => {
    const { body } = JSON.parse(readFileSync(join(folder, file), 'utf8'))
    return /** @type {string[]} */ (body.replace(/<[^>]*>/g, ' ').toLowerCase().match(/\p{L}{6,}/gu) ?? [])
  })
}

/**
 * Two searches: the longest word of the articles most of them share (the most results and the
 * longest entry in the index), and the longest word only one article has.
 */
function queries() {
  const articles = articleWords()
  const pages = new Map()
  for (const words of articles) for (const word of new Set(words)) pages.set(word, (pages.get(word) ?? 0) + 1)
  const byLength = [...pages].sort(([a], [b]) => b.length - a.length)
  const common = byLength.find(([, count]) => count >= articles.length / 2)?.[0]
  const unique = byLength.find(([, count]) => count === 1)?.[0]
  return /** @type {[string, string][]} */ ([
    ['a word most articles have', common],
    ['a word of one article', unique],
  ].filter(([, word]) => word))
}

/**
 * In the page: `benchSearchShown` resolves with the time of the frame that first shows a result
 * for `word`, and the last key's keydown (its event time). A result for the word's beginning may
 * already be there, the same page: then only the list's name changes.
 * @param {string} word
 */
function whenShown(word) {
  window.benchSearchShown = new Promise((resolve) => {
    let lastKey = 0
    addEventListener('keydown', (event) => (lastKey = event.timeStamp), { capture: true })
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`ol[aria-label="Results for “${word}”"] a`)) return
      observer.disconnect()
      requestAnimationFrame((frame) => resolve({ lastKey, shown: frame }))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
  })
}

/**
 * @param {Browser} browser
 * @param {string} word
 */
async function searchOnce(browser, word) {
  const { context, page } = await newPage(browser)
  try {
    await page.goto(`${ORIGIN}/experience`)
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    /** @type {Map<string, string>} */
    const urls = new Map()
    /** @type {Map<string, number>} */
    const sent = new Map()
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => sent.set(requestId, encodedDataLength))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.evaluate(whenShown, word)
    await page.getByRole('searchbox').focus()
    await page.keyboard.type(word, { delay: KEY_DELAY_MS })
    const { lastKey, shown: at } = await page.evaluate(() => window.benchSearchShown ?? Promise.reject(new Error('not watched')))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const files = [...sent].map(([id, bytes]) => ({ url: urls.get(id) ?? '', bytes })).filter(({ url }) => url.includes('/pagefind/'))
    return { ms: at - lastKey, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files }
  } finally {
    await context.close()
  }
}

/**
 * @param {Browser} browser
 * @param {(line: string) => void} log
 */
export async function runSearch(browser, log) {
  const figures = []
  for (const [query, word] of queries()) {
    log(`search: ${query} ("${word}")`)
    const rounds = []
    for (let round = 0; round < ROUNDS; round++) rounds.push(await searchOnce(browser, word))
    const last = rounds.at(-1)
    figures.push({
      query,
      word,
      ms: median(rounds.map((r) => r.ms)),
      bytes: median(rounds.map((r) => r.bytes)),
      files: (last?.files ?? []).map(({ url, bytes }) => ({ file: new URL(url).pathname.replace(/^.*\/pagefind\//, ''), bytes })),
    })
  }
  return { cpuSlowdown: CPU_SLOWDOWN, keyDelayMs: KEY_DELAY_MS, rounds: ROUNDS, figures }
}
