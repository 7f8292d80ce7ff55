import type { Page } from '@playwright/test'
import { startScripts } from '../../scripts/startScripts.mjs'

/**
 * Holds back every script but the page's own entry (the app, and whatever else the entry asks for)
 * until the function it gives is called: the page as a visitor has it before the app arrives.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const [entry] = startScripts('dist')
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== `/${entry}`,
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}
