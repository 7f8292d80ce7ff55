import type { Page } from '@playwright/test'

/** Two frames, so that layout, and any shift or start it causes, has happened and been reported. */
export function settle(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}
