import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { CONTENT } from './knownRoutes'

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

test('a link to a screen whose code cannot be had (a new deployment replaced it) loads that page from the host, whole', async ({ page, consoleErrors }) => {
  const latest = CONTENT.journey.at(-1)
  test.skip(!latest, 'the content has no article')
  if (!latest) return
  await page.goto('/')
  await appStarted(page)
  // From here on the code of every kind of screen but the home page's is gone.
  let refused = 0
  await page.route(/\/assets\/screen-(?!Home-)[\w-]+\.js$/, (route) => {
    refused += 1
    return route.abort()
  })
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('region', { name: 'My Journey' }).getByRole('link', { name: latest.title, exact: true }).click()
  await expect(page).toHaveURL(latest.path)
  await expect(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible()
  expect(refused, 'the article’s code asked for').toBeGreaterThan(0)
  expect(await page.evaluate(() => 'sameDocument' in window), 'the page loaded anew').toBe(false)
  // The page the host served stands as it was rendered, its links plain links: no other failure.
  await page.getByRole('link', { name: 'Back to My Journey' }).click()
  await expect(page).toHaveURL(/\/#[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(consoleErrors.filter((error) => !/Failed to load resource|dynamically imported module/i.test(error))).toEqual([])
  consoleErrors.length = 0
})
