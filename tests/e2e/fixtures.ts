import { test as base, expect } from '@playwright/test'

/** Requests that would leave this machine (video frame, social profiles) get a stand-in page instead. */
const OUTSIDE = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/
const STAND_IN = '<!doctype html><title>stand-in</title><body style="background:#111"></body>'

type Fixtures = { consoleErrors: string[] }

/**
 * Every test runs offline and fails if the page logs a console error or throws an uncaught
 * exception, so "no console error on any route" is checked everywhere, not in one place.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = []
      await context.route(OUTSIDE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN }))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
