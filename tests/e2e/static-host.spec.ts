import type { Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, KNOWN_ROUTES } from './knownRoutes'

test.describe('served as a static host serves dist/', () => {
  test('a known route answers 200 with its prerendered HTML, with or without a trailing slash', async ({ page, request }) => {
    const [known = '/', heading] = KNOWN_ROUTES.at(-1) ?? []
    for (const path of [known, `${known}/`]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const h1 = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent, await response.text())
      expect(h1, path).toBe(heading)
    }
  })

  test('an unknown path answers 404, and the visitor ends on the home page', async ({ page, request }) => {
    expect((await request.get('/unknown')).status()).toBe(404)
    const response = await page.goto('/unknown')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  })

  test('an unknown id answers 404 and shows its not-found view', async ({ page }) => {
    const response = await page.goto(CONTENT.notFound.project)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: words.project.notFound, exact: true })).toBeVisible()
    await expect(page).toHaveURL(CONTENT.notFound.project)
  })

  test('a folder without a page is not listed', async ({ request }) => {
    expect((await request.get('/project/')).status()).toBe(404)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('an unknown path still ends on the home page', async ({ page }) => {
      await page.goto('/unknown')
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
    })
  })
})

test.describe('content security policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const log: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = log
      document.addEventListener('securitypolicyviolation', (event) => log.push(`${event.effectiveDirective} ${event.blockedURI}`))
    })
  })

  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

  for (const path of [...KNOWN_ROUTES.map(([route]) => route), CONTENT.notFound.project]) {
    test(`${path} runs under the policy without a violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.keyboard.press('End') // reach lazy images and the video frame
      await page.evaluate(() => document.fonts.ready)
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
      expect(policy).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'(;|$)/)
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'self'")
      expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
      expect(policy).not.toContain("'unsafe-eval'")
      // No inline script runs; structured data (JSON-LD) is data, which the policy does not run.
      expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0)
      expect(await violations(page)).toEqual([])
    })
  }

  test('the policy really blocks an inline script', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.head.append(script)
    })
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)])
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false)
    // The browser reports the refusal as a console error, which is the point of this test.
    expect(consoleErrors).toEqual([expect.stringContaining('Content Security Policy')])
    consoleErrors.length = 0
  })
})
