import { startScripts } from '../../scripts/startScripts.mjs'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'

/** The part the page fetches once it is idle as a chunk of its own: the toast library. */
const IDLE_CHUNK = /\/assets\/Toaster-[\w-]+\.js$/

test('the page stands whole when the code it fetches once idle cannot be had', async ({ page, consoleErrors }) => {
  let refused = 0
  await page.route(IDLE_CHUNK, (route) => {
    refused += 1
    return route.abort()
  })
  await page.goto('/')
  await expect.poll(() => refused, 'the toast library asked for').toBeGreaterThan(0)

  await expect(page.getByRole('heading', { level: 1, name: 'WHOAMI' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(page.getByRole('heading', { level: 2, name: /contact/i })).toBeInViewport()

  // What the browser and React report of the refused chunk, and nothing else.
  expect(consoleErrors.filter((error) => !/Failed to load resource|dynamically imported module/i.test(error))).toEqual([])
  consoleErrors.length = 0
})

test('a page is interactive with its start scripts alone: what comes once it is hydrated may be lost', async ({ page, consoleErrors }) => {
  const start = new Set(startScripts('dist').map((file) => `/${file}`))
  let refused = 0
  await page.route(
    (url) => url.pathname.endsWith('.js') && !start.has(url.pathname),
    (route) => {
      refused += 1
      return route.abort()
    },
  )
  await page.goto('/')
  await appStarted(page)
  await expect.poll(() => refused, 'the parts that come after the hydration, asked for').toBeGreaterThan(0)
  // The app runs: a link of the page opens its screen in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const link = page.getByRole('main').locator('a[href^="/experience"], a[href^="/project/"], a[href^="/certificate/"]').first()
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated in the app').toBe(true)
  expect(consoleErrors.filter((error) => !/Failed to load resource|dynamically imported module/i.test(error))).toEqual([])
  consoleErrors.length = 0
})
