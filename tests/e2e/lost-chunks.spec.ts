import { expect, test } from './fixtures'

/** The parts the page fetches once it is idle, each a chunk of its own: the rain, the cursor, the toasts, the tagline's typing. */
const IDLE_CHUNKS = /\/assets\/(Rain|Cursor|Toaster|taglineAnimation)-[\w-]+\.js$/

test('the page stands whole when the code it fetches once idle cannot be had', async ({ page, consoleErrors }) => {
  const refused = new Set<string>()
  await page.route(IDLE_CHUNKS, (route) => {
    refused.add(new URL(route.request().url()).pathname.split('/').pop()?.split('-')[0] ?? '')
    return route.abort()
  })
  await page.goto('/')
  await expect.poll(() => [...refused].sort(), 'every idle part asked for').toEqual(['Cursor', 'Rain', 'Toaster', 'taglineAnimation'])

  await expect(page.getByRole('heading', { level: 1, name: 'WHOAMI' })).toBeVisible()
  await expect(page.getByTestId('tagline').locator('[data-phrase]').first()).toBeVisible() // the first phrase, whole
  await expect(page.locator('canvas')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(page.getByRole('heading', { level: 2, name: /contact/i })).toBeInViewport()

  // What the browser and React report of the refused chunks, and nothing else.
  expect(consoleErrors.filter((error) => !/Failed to load resource|dynamically imported module|Failed to fetch/i.test(error))).toEqual([])
  consoleErrors.length = 0
})
