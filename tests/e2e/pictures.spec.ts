import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { words } from '../../src/content/words'
import { expectTextPhotosSized, textColumn } from './articleText'
import { expect, test } from './fixtures'
import { serveSiteVariant } from './siteVariant'

/**
 * Two generated articles, each with a 12-megapixel thumbnail and three gallery photos carrying GPS
 * data; the second's thumbnail taken upright.
 */
serveSiteVariant({ name: 'sample-site', port: Number(process.env.SAMPLE_PORT ?? 4177), env: { CONTENT_SAMPLE: '2' } })

const ARTICLE = '/experience/sample-1'
const PICTURES = '**/assets/pictures/**'

const hero = (page: Page) => page.getByRole('img', { name: /^Sample photo of Sample event 1/ })
const gallery = (page: Page) => page.getByRole('region', { name: words.journey.gallery, exact: true })

/** The width of the rendition an `<img>` shows, from its file name (`…-1200.avif`). */
async function shownRendition(page: Page) {
  await expect(hero(page)).toHaveJSProperty('complete', true)
  const src = await hero(page).evaluate((img: HTMLImageElement) => img.currentSrc)
  const [, width, format] = /-(\d+)\.(\w+)$/.exec(src) ?? []
  const box = await hero(page).boundingBox()
  return { width: Number(width), format, shownWidth: box?.width ?? 0 }
}

test('a phone at 390 px and 3× gets the full-width photo as AVIF, sharp and no larger than 1200 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })
  const page = await context.newPage()
  await page.goto(ARTICLE)
  const { width, format, shownWidth } = await shownRendition(page)
  expect(format).toBe('avif')
  expect(width).toBeLessThanOrEqual(1200)
  expect(width).toBeGreaterThanOrEqual(shownWidth * 3)
  await context.close()
})

test('a desktop window gets the rendition its column needs, not the camera original', async ({ page }) => {
  await page.goto(ARTICLE)
  const { width, format, shownWidth } = await shownRendition(page)
  expect(format).toBe('avif')
  expect(width).toBeGreaterThanOrEqual(shownWidth)
  expect(width).toBeLessThan(shownWidth * 1.5)
})

test('the photo that is the largest paint is preloaded and asked for first, the gallery only when near', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await page.goto(ARTICLE)
  await expect(hero(page)).toHaveJSProperty('complete', true)
  const heroSrc = await hero(page).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
  expect(requested[0]).toBe(heroSrc)
  expect(requested.filter((path) => path === heroSrc), 'once: the page shows what its head preloaded').toHaveLength(1)
  await expect(hero(page)).toHaveAttribute('fetchpriority', 'high')
  // The head's preload offers the renditions the picture picks from first, for the same width.
  const avif = page.locator('picture', { has: hero(page) }).locator('source[type="image/avif"]')
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('type', 'image/avif')
  await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset')) ?? 'a srcset')
  await expect(preload).toHaveAttribute('imagesizes', (await avif.getAttribute('sizes')) ?? 'sizes')
  for (const tile of await gallery(page).getByRole('img').all()) await expect(tile).toHaveAttribute('loading', 'lazy')
})

/** An image's shape as its box shows it, as its `width` and `height` state it, and as its file is. */
const shape = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({ box: img.clientWidth / img.clientHeight, picture: img.width / img.height, loaded: img.naturalWidth / img.naturalHeight }))

for (const article of ['sample-1', 'sample-2']) {
  test(`${article}'s photos come cut to the shape of the box that shows them, an upright one as one held sideways`, async ({ page }) => {
    await page.goto(`/experience/${article}`)
    const top = page.getByRole('img', { name: /^Sample photo of Sample event/ })
    await expect(top).toHaveJSProperty('complete', true)
    const { box, picture, loaded } = await shape(top)
    expect(picture).toBeCloseTo(box, 2)
    expect(loaded).toBeCloseTo(box, 2)
    const tiles = gallery(page).getByRole('img')
    expect(await tiles.count()).toBeGreaterThan(0)
    for (const tile of await tiles.all()) {
      await tile.scrollIntoViewIfNeeded()
      await expect(tile).toHaveJSProperty('complete', true)
      const { box, picture, loaded } = await shape(tile)
      expect([picture, loaded]).toEqual([expect.closeTo(box, 2), expect.closeTo(box, 2)])
    }
  })
}

test('a home card’s picture comes cut to the shape of its box', async ({ page }) => {
  await page.goto('/')
  // A card's picture is decoration (its link names the article): no role of its own.
  const cards = page.getByRole('region', { name: words.home.sections.experiences, exact: true }).locator('img')
  expect(await cards.count()).toBeGreaterThan(0)
  for (const card of await cards.all()) {
    const { box, picture } = await shape(card)
    expect(picture).toBeCloseTo(box, 2)
  }
})

test('nothing moves while the photos arrive, and a preview holds their place until then', async ({ page }) => {
  const held: (() => Promise<void>)[] = []
  let holding = true
  await page.route(PICTURES, (route) => (holding ? held.push(() => route.continue()) : route.continue()))
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The page's load event waits for the photo, which is held back.
  await page.goto(ARTICLE, { waitUntil: 'domcontentloaded' })
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(hero(page)).toHaveJSProperty('complete', false)
  // The preview: the photo's colours from top to bottom, painted from the page's own HTML.
  expect(await hero(page).evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(/^linear-gradient\((rgb\(\d+, \d+, \d+\), ){3}rgb\(\d+, \d+, \d+\)\)$/)
  const boxes = () =>
    page.getByRole('img').evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect()
        return [box.left, box.top + scrollY, box.width, box.height]
      }),
    )
  const before = await boxes()
  // What moved before the photos came (a font arriving on a loaded machine) is not theirs to answer for.
  await page.evaluate(() => document.fonts.ready)
  const earlier = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length)

  holding = false
  await Promise.all(held.map((release) => release()))
  await gallery(page).scrollIntoViewIfNeeded()
  for (const image of await page.getByRole('img').all()) await expect(image).toHaveJSProperty('complete', true)
  expect(await boxes()).toEqual(before)
  expect(await page.evaluate((from) => (window as unknown as { shifts: number[] }).shifts.slice(from), earlier)).toEqual([])
})

test('a photo of the text is a figure with its caption, sized and lazy, in renditions no wider than its column needs', async ({ page }) => {
  await page.setViewportSize({ width: 2560, height: 1440 })
  await page.goto(ARTICLE)
  const figure = page.getByRole('figure', { name: 'The sample photo of the text, with its caption' })
  const photo = figure.getByRole('img', { name: /^Sample photo in the text of Sample event 1/ })
  const column = (await textColumn(page).boundingBox())?.width ?? 0
  expect(await expectTextPhotosSized(page, column)).toBe(1)
  await photo.scrollIntoViewIfNeeded()
  await expect(photo).toHaveJSProperty('complete', true)
  const shown = Number(/-(\d+)\.\w+$/.exec(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1])
  expect(shown).toBeLessThanOrEqual(column * 2)
})

test('no served picture carries EXIF, GPS or a camera serial number', async ({ page, request }) => {
  await page.goto(ARTICLE)
  const urls = await page.evaluate(() => {
    const sets = [...document.querySelectorAll('source, img')].map((element) => element.getAttribute('srcset') ?? '')
    const listed = sets.flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''))
    const links = [...document.querySelectorAll('a[href*="/assets/pictures/"]')].map((a) => a.getAttribute('href') ?? '')
    return [...new Set([...listed, ...links].filter((url) => url.includes('/assets/pictures/')))]
  })
  expect(urls.length).toBeGreaterThan(20)
  for (const url of urls) {
    const metadata = await sharp(await (await request.get(url)).body()).metadata()
    expect({ url, exif: metadata.exif, xmp: metadata.xmp }).toEqual({ url, exif: undefined, xmp: undefined })
  }
})

test('a gallery photo opens large and whole in a new tab, at most 2560 px wide', async ({ page, context }) => {
  await page.goto(ARTICLE)
  const link = gallery(page).getByRole('link').first()
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toMatch(/^\/assets\/pictures\/photo-[\w-]+-2560\.jpg$/)
  const response = await page.request.get(tab.url())
  const { width, height } = await sharp(await response.body()).metadata()
  expect(width).toBe(2560)
  // Whole: the phone's 4:3, upright or not, where its tile is cut to 3:2.
  expect([4 / 3, 3 / 4]).toContainEqual(expect.closeTo(width / height, 2))
})
