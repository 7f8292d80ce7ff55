import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** requestAnimationFrame calls since `countFrameRequests` (or the last `frameRequestsOver`). */
    frameRequests: number
  }
}

/** From now on, counts the page's requestAnimationFrame calls in window.frameRequests. */
export function countFrameRequests(page: Page) {
  return page.evaluate(() => {
    const request = window.requestAnimationFrame.bind(window)
    window.frameRequests = 0
    window.requestAnimationFrame = (callback) => {
      window.frameRequests++
      return request(callback)
    }
  })
}

/** The animation frames the page asks for over `ms` of Playwright's clock. */
export async function frameRequestsOver(page: Page, ms: number) {
  await page.evaluate(() => (window.frameRequests = 0))
  await page.clock.runFor(ms)
  return page.evaluate(() => window.frameRequests)
}
