import type { Page } from '@playwright/test'
import { appStarted } from './appStarted'

/**
 * Where the fake clock stops before the page loads. Installed at 0, it runs in real time until
 * `pauseAt`, which cannot go back: a busy machine has taken over a second between the two calls, so
 * the stop is a minute ahead, not a second. No page is open yet, so no timer fires on the way.
 */
const STOP_AT_MS = 60_000

/** Opens `path` with Playwright's clock stopped, once the page is live (the motion preference is known). */
export async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(STOP_AT_MS)
  await page.goto(path)
  await appStarted(page)
}
