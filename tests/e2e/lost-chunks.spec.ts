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
