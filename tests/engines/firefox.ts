import puppeteer from 'puppeteer-core'
import { requireFirefox } from '../../scripts/browser.mjs'
import type { Engine } from './engine'

/** Firefox, headless, driven over WebDriver BiDi by puppeteer-core. */
export async function openFirefox(baseURL: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: requireFirefox(), headless: true })
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
