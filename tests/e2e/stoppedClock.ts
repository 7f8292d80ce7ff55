import type { Page, Request } from '@playwright/test'
import { appStarted } from './appStarted'
import { expect } from './fixtures'

/**
 * Where the fake clock stops before the page loads. Installed at 0, it runs in real time until
 * `pauseAt`, which cannot go back: a busy machine has taken over a second between the two calls, so
 * the stop is a minute ahead, not a second. No page is open yet, so no timer fires on the way.
 */
const STOP_AT_MS = 60_000

/** A frame of the fake clock: it runs animation frames every 16 ms. */
const FRAME_MS = 16

/** Opens `path` with Playwright's clock stopped, once the page is live (the motion preference is known). */
export async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(STOP_AT_MS)
  await loadWithStoppedClock(page, () => page.goto(path))
}

/**
 * Loads a page (`load`: a `goto`, a reload) while the clock is stopped, and waits until it is live.
 * The page asks for the app in the frame after its load, which the stopped clock holds: the clock is
 * stepped a frame at a time until the app has been asked for, before any of the app's own timers
 * exist, and then left stopped.
 */
export async function loadWithStoppedClock(page: Page, load: () => Promise<unknown>) {
  let scripts = 0
  const count = (request: Request) => {
    if (request.resourceType() === 'script') scripts += 1
  }
  page.on('request', count)
  await load()
  await expect
    .poll(async () => {
      if (scripts < 2) await page.clock.runFor(FRAME_MS)
      return scripts
    }, 'the entry script, then the app it asks for')
    .toBeGreaterThan(1)
  page.off('request', count)
  await appStarted(page)
}
