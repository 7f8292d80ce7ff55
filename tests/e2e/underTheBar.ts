import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Waits for `target` to come to rest, then checks that its top is in view and below the fixed top
 * bar, not behind it; returns that top and the bar's height. A glide, or a reveal that lifts a
 * section into place as the glide ends, moves it until then. `step` moves time on between two
 * readings (a paused clock's step); without it, the readings are taken as time runs.
 */
export async function expectRestsUnderTheBar(page: Page, target: Locator, step?: () => Promise<unknown>) {
  const bar = (await page.getByRole('banner').boundingBox())?.height ?? 0
  let top = Number.NaN
  await expect
    .poll(async () => {
      await step?.()
      const previous = top
      top = (await target.boundingBox())?.y ?? Number.NaN
      return top === previous
    }, 'it comes to rest')
    .toBe(true)
  expect(top, 'its top, below the bar').toBeGreaterThanOrEqual(bar)
  expect(top, 'its top, in view').toBeLessThan(page.viewportSize()?.height ?? 0)
  return { top, bar }
}
