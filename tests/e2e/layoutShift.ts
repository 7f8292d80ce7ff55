import type { Page } from '@playwright/test'

type Watched = { layoutShiftSoFar: () => number }

/** Adds up the page's layout shifts from its first paint on. Call before `page.goto`. */
export function watchLayoutShift(page: Page) {
  return page.addInitScript(() => {
    let total = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries) total += (entry as unknown as { value: number }).value
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // Entries are delivered in a later task; taking the queued ones makes the reading exact.
    ;(window as unknown as Watched).layoutShiftSoFar = () => {
      add(observer.takeRecords())
      return total
    }
  })
}

/** The page's layout shift, summed, since it was loaded under `watchLayoutShift`. */
export function layoutShiftSoFar(page: Page) {
  return page.evaluate(() => (window as unknown as Watched).layoutShiftSoFar())
}
