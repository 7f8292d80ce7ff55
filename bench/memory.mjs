// Whether the site holds on to memory as the visitor moves around: the JS heap (after a forced
// garbage collection, CDP HeapProfiler.collectGarbage) once the home page has loaded, and again after
// NAVIGATIONS in-app navigations — a top-bar section link, a card's detail page, its back link, for
// Projects, Certifications and My Journey in turn, each time a different card. DOM nodes and event
// listeners are read alongside (CDP Performance.getMetrics), and the elements in the document, which
// tells nodes still shown from nodes held after they left it. Motion is paused: the rain is mounted
// but still. Where Chromium composites in software, the running rain's read-back slows every step to
// seconds (a round took six minutes instead of forty seconds, for the same heap figures).
import { heapAfterGc, metrics } from './cdp.mjs'
import { rainShown, newPage } from './chromium.mjs'
import { NAVIGATIONS, ORIGIN, ROUNDS } from './settings.mjs'
import { medians } from './stats.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */

/** The home sections with detail pages: the top bar's name for each and its region's name. */
const SECTIONS = [
  { nav: 'Projects', region: 'Projects' },
  { nav: 'Certifications', region: 'Certifications' },
  { nav: 'Journey', region: 'My Journey' },
]

/**
 * @typedef {object} MemoryFigures
 * @property {number | undefined} loadHeapMB JS heap after load, after garbage collection
 * @property {number | undefined} navigatedHeapMB the same after the navigations
 * @property {number | undefined} growthMB the difference
 * @property {number | undefined} loadNodes DOM nodes after load, in the document or held
 * @property {number | undefined} navigatedNodes the same after the navigations
 * @property {number | undefined} loadElements elements in the document after load
 * @property {number | undefined} navigatedElements the same after the navigations
 * @property {number | undefined} loadListeners JS event listeners after load
 * @property {number | undefined} navigatedListeners JS event listeners after the navigations
 */

/**
 * Clicks `link` and waits until its address is the page's and its target is on screen: the detail
 * page's heading, or the section scrolled into view.
 * @param {Page} page
 * @param {Locator} link
 */
async function follow(page, link) {
  const href = await link.getAttribute('href')
  if (!href) throw new Error('memory: a link without href')
  const target = new URL(href, ORIGIN)
  await link.click()
  await page.waitForURL(target.href)
  if (target.hash) {
    await page.waitForFunction(
      (id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top
        return top !== undefined && top >= 0 && top < innerHeight / 2
      },
      target.hash.slice(1),
      { polling: 50 },
    )
  } else {
    await page.getByRole('heading', { level: 1 }).waitFor()
  }
}

/**
 * `count` navigations in a cycle: section link, the n-th card's detail page, its back link.
 * @param {Page} page
 * @param {number} count
 */
async function navigate(page, count) {
  const topBar = page.getByRole('navigation', { name: 'Sections' })
  let done = 0
  for (let cycle = 0; done < count; cycle++) {
    for (const { nav, region } of SECTIONS) {
      /** @type {(() => Promise<Locator>)[]} */
      const links = [
        async () => topBar.getByRole('link', { name: nav, exact: true }),
        async () => {
          // A card's own page, by its title's link (not its category's, nor the link to every article).
          const cards = page.getByRole('region', { name: region, exact: true }).getByRole('heading', { level: 3 }).getByRole('link')
          return cards.nth(cycle % (await cards.count()))
        },
        async () => page.getByRole('link', { name: /^Back to / }),
      ]
      for (const link of links) {
        if (done === count) return
        await follow(page, await link())
        done++
      }
    }
  }
}

/**
 * @param {Browser} browser
 * @returns {Promise<MemoryFigures>}
 */
async function measure(browser) {
  const { context, page } = await newPage(browser, { paused: true })
  try {
    await page.goto(`${ORIGIN}/?rain=gpu`)
    await rainShown(page)
    await page.waitForTimeout(2000)
    const cdp = await context.newCDPSession(page)
    const loadHeap = await heapAfterGc(cdp)
    const atLoad = await metrics(cdp)
    const elements = () => page.evaluate(() => document.getElementsByTagName('*').length)
    const loadElements = await elements()
    await navigate(page, NAVIGATIONS)
    await page.waitForTimeout(2000)
    const navigatedHeap = await heapAfterGc(cdp)
    const navigated = await metrics(cdp)
    const navigatedElements = await elements()
    return {
      loadHeapMB: loadHeap / 2 ** 20,
      navigatedHeapMB: navigatedHeap / 2 ** 20,
      growthMB: (navigatedHeap - loadHeap) / 2 ** 20,
      loadNodes: atLoad.Nodes,
      navigatedNodes: navigated.Nodes,
      loadElements,
      navigatedElements,
      loadListeners: atLoad.JSEventListeners,
      navigatedListeners: navigated.JSEventListeners,
    }
  } finally {
    await context.close()
  }
}

/**
 * ROUNDS fresh visits; medians.
 * @param {Browser} browser
 * @param {(line: string) => void} log
 */
export async function runMemory(browser, log) {
  /** @type {MemoryFigures[]} */
  const rounds = []
  for (let round = 1; round <= ROUNDS; round++) {
    log(`memory: ${NAVIGATIONS} navigations, round ${round}/${ROUNDS}`)
    rounds.push(await measure(browser))
  }
  return { navigations: NAVIGATIONS, figures: medians(rounds), rounds }
}
