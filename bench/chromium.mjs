// The headless Chromium the idle, bytes and memory runs drive (Playwright), and how they open a page.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs'
import { GPU_COMPOSITING, GPU_COMPOSITING_ARGS, VIEWPORT } from './settings.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

/** Requests that would leave this machine get a stand-in page: the bench runs offline. */
const OUTSIDE = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/
const STAND_IN = '<!doctype html><title>stand-in</title>'

/** The compositing the Playwright runs use, as the report names it. */
export const COMPOSITING = GPU_COMPOSITING ? 'GPU (SwiftShader)' : 'software'

/** @typedef {{ browser: Browser, pid: number | undefined, close: () => Promise<void> }} Launched */

/**
 * Launches Chromium, with `args` besides the usual ones, and connects to it; `pid` is the process
 * the whole browser descends from.
 * @param {string[]} args
 * @returns {Promise<Launched>}
 */
export async function launchBrowser(args) {
  const server = await chromium.launchServer({
    executablePath: await requireChromium(),
    args: [...CHROMIUM_ARGS, ...(GPU_COMPOSITING ? GPU_COMPOSITING_ARGS : []), ...args],
  })
  const browser = await chromium.connect(server.wsEndpoint())
  return {
    browser,
    pid: server.process().pid,
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}

/** Counts WebGL draw calls in `benchDraws` of the global scope it runs in (the rain's worker). */
function countDraws() {
  globalThis.benchDraws = 0
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of /** @type {const} */ (['drawArrays', 'drawElements'])) {
      /** @type {Function} */
      const original = proto[name]
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value: function (/** @type {unknown[]} */ ...args) {
          globalThis.benchDraws = (globalThis.benchDraws ?? 0) + 1
          return original.apply(this, args)
        },
      })
    }
  }
}

/** Stores "motion paused" the way the site's motion store does (localStorage key `motion`). */
function pauseMotion() {
  if (window === window.top) localStorage.setItem('motion', JSON.stringify({ state: { choice: 'paused' }, version: 0 }))
}

/**
 * A fresh 1920×1080 context and page, offline, counting the WebGL draws of the workers it starts
 * (the site's rain draws in one; see `rainWorker`); `paused` stores motion paused before the site
 * reads it. Close the context when done.
 * @param {Browser} browser
 * @param {{ paused?: boolean }} [options]
 */
export async function newPage(browser, { paused = false } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.route(OUTSIDE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN }))
  const page = await context.newPage()
  page.on('worker', (worker) => worker.evaluate(countDraws).catch(() => undefined)) // a worker may close at once
  if (paused) await page.addInitScript(pauseMotion)
  return { context, page }
}

/**
 * Resolves once the site's rain has its canvas on screen, drawn by its worker (the GPU or the 2D
 * rain, as the address asks: `?rain=gpu`, `?rain=2d`, or what this browser suits).
 * @param {Page} page
 */
export async function rainShown(page) {
  await page.locator('[data-rain] canvas').first().waitFor({ state: 'visible', timeout: 60_000 })
  // Playwright may learn of the worker a moment after the page shows its canvas.
  if (!rainWorker(page)) await page.waitForEvent('worker', { predicate: isRainWorker, timeout: 10_000 })
}

/** @param {import('@playwright/test').Worker} worker */
const isRainWorker = (worker) => /\/rain\.worker-[^/]*\.js$/.test(worker.url())

/**
 * The site's rain worker, if the page has one.
 * @param {Page} page
 */
export function rainWorker(page) {
  return page.workers().find(isRainWorker)
}
