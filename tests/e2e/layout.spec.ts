import type { Locator, Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, NOT_FOUND_ROUTES, PAGE_OF_EACH_KIND } from './knownRoutes'

const withScreenshots = CONTENT.projects.find((project) => project.screenshots > 0)
const withGallery = CONTENT.journey.find((article) => article.gallery > 0)

/** How many columns a grid lays out, as the browser resolved its template. */
async function columns(grid: Locator) {
  return grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
}

test.describe('project screenshot grid', () => {
  const grid = (page: Page) => page.getByRole('region', { name: words.project.screenshots, exact: true }).getByRole('list')
  test.skip(!withScreenshots, 'no project of the content has screenshots')

  test('has one column below 640 px', async ({ page }) => {
    await page.setViewportSize({ width: 639, height: 800 })
    await page.goto(withScreenshots?.path ?? '')
    expect(await columns(grid(page))).toBe(1)
  })

  test('has two columns from 640 px', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 })
    await page.goto(withScreenshots?.path ?? '')
    expect(await columns(grid(page))).toBe(2)
  })
})

test.describe('journey gallery grid', () => {
  const grid = (page: Page) => page.getByRole('region', { name: words.journey.gallery, exact: true }).getByRole('list')
  test.skip(!withGallery, 'no article of the content has a gallery')

  test('has two columns below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 })
    await page.goto(withGallery?.path ?? '')
    expect(await columns(grid(page))).toBe(2)
  })

  test('has three columns from 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 })
    await page.goto(withGallery?.path ?? '')
    expect(await columns(grid(page))).toBe(3)
  })
})

/** A page of each kind that shows a picture: home's cards, an article, a certificate, a project's screenshots. */
const PICTURED = [
  ...(CONTENT.projects.length + CONTENT.journey.length + CONTENT.certificates.length > 0 ? ['/'] : []),
  ...[CONTENT.journey[0], CONTENT.certificates[0], withScreenshots].flatMap((entry) => (entry ? [entry.path] : [])),
]

test('every image reserves its box with a real width and height', async ({ page }) => {
  for (const path of PICTURED) {
    await page.goto(path)
    const sizes = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')]),
    )
    expect(sizes.length, path).toBeGreaterThan(0)
    for (const [width, height] of sizes) {
      expect(Number(width), path).toBeGreaterThan(0)
      expect(Number(height), path).toBeGreaterThan(0)
    }
  }
})

test('nothing is wider than a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [...PAGE_OF_EACH_KIND, NOT_FOUND_ROUTES[0][0]]) {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
  }
})
