import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { settle } from './settle'

/** The attribute react-hot-toast puts on its toast area: present in its code, whatever the minifier renames. */
export const TOASTER_MARK = 'data-rht-toaster'

/** The toast area, on the page once the page is idle (src/chrome/Toasts.tsx). */
export const toastArea = (page: Page) => page.locator(`[${TOASTER_MARK}]`)
/** The custom cursor's ring, on the page once the page is idle where the pointer can hover (src/chrome/Cursor.tsx). */
export const cursorRing = (page: Page) => page.getByTestId('cursor')

/** Waits until the parts the page sets up once it is idle are on it: past that, it fetches nothing of its own accord. */
export async function idlePartsShown(page: Page) {
  await expect(toastArea(page), 'the toast area').toBeAttached()
  const hovers = await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)
  if (hovers) await expect(cursorRing(page), 'the cursor ring').toBeAttached()
}

/**
 * Runs the page's clock (`page.clock.install()` before it loaded) a minute ahead, past its load and
 * every idle callback's deadline, and waits two frames for whatever that started.
 */
export async function runPastIdle(page: Page) {
  await page.clock.runFor(60_000)
  await settle(page)
}
