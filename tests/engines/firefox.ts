import puppeteer from 'puppeteer-core'
import { requireFirefox } from '../../scripts/browser.mjs'
import type { Engine } from './engine'

/**
 * Firefox started, headless. It starts in about 3 s; on a busy machine it once gave puppeteer no
 * endpoint within 30 s, so a start that hangs is stopped and tried once more, both within the
 * suite's 60-s hook (tests/engines/vitest.config.ts).
 */
function launchFirefox() {
  const options = { browser: 'firefox', executablePath: requireFirefox(), headless: true, timeout: 25_000 } as const
  return puppeteer.launch(options).catch(() => puppeteer.launch(options))
}

/** Firefox, headless, driven over WebDriver BiDi by puppeteer-core. */
export async function openFirefox(baseURL: string): Promise<Engine> {
  const browser = await launchFirefox()
  const page = await browser.newPage()
  let errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`))

  return {
    async goto(path) {
      errors = []
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
    },
    evaluate: (fn, arg) => page.evaluate(fn as (value: unknown) => unknown, arg) as never,
    pressTab: () => page.keyboard.press('Tab'),
    type: (text) => page.keyboard.type(text),
    async click(selector) {
      await page.locator(selector).click()
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }))
    },
    errors: async () => errors,
    close: () => browser.close(),
  }
}
