import { test as base, expect } from '@playwright/test'

/** Requests that would leave this machine (video frame, social profiles) get a stand-in page instead. */
const OUTSIDE = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/
const STAND_IN = '<!doctype html><title>stand-in</title><body style="background:#111"></body>'

type Fixtures = { consoleErrors: string[] }

/** Chromium's console line for any response with status 404, the page itself included. */
const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404'

/**
 * Every test runs offline and fails if the page logs a console error or throws an uncaught
 * exception, so "no console error on any route" is checked everywhere, not in one place.
 * One line is expected: an unknown address is served by 404.html with status 404, as static hosts
 * do, and Chromium logs that status for the page itself; a missing image or script still fails.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = []
      const notFoundPages = new Set<string>()
      const notFoundLogs: { text: string; url: string }[] = []
      await context.route(OUTSIDE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN }))
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url())
      })
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The log names the page with its #fragment, the response without.
        if (message.text().startsWith(NOT_FOUND_LOG)) notFoundLogs.push({ text: message.text(), url: message.location().url.split('#')[0] ?? '' })
        else errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      await use(errors)
      // Sorted out at the end: the log line and the response event arrive in no fixed order.
      errors.push(...notFoundLogs.filter((log) => !notFoundPages.has(log.url)).map((log) => log.text))
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
