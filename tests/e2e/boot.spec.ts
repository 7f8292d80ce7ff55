import type { Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { holdApp } from './holdApp'
import { CONTENT, PAGE_OF_EACH_KIND } from './knownRoutes'
import { settle } from './settle'

/** An article of the content: a page whose largest picture is its own. */
const article = CONTENT.journey.at(-1)

/*
 * How the page starts: the prerendered HTML paints on its own, and the app is asked for once the
 * page has loaded and painted, never before; a page that is never painted (hidden) does not wait.
 */

/** The motion toggle: a button that only the app makes work. */
const motionToggle = (page: Page, label: 'pauseMotion' | 'resumeMotion') => page.getByRole('button', { name: words.site[label], exact: true })

/** Whether React has been given the page's root (it marks the container as it takes it, at once). */
const rootTaken = (page: Page) => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')))

/**
 * Makes the page report no paint, as a hidden page does (it is not drawn), and lets the test say
 * whether the page is hidden: `window.setHidden(true)` hides it and tells the page.
 */
async function withoutPaint(page: Page, { hiddenFromStart }: { hiddenFromStart: boolean }) {
  await page.addInitScript((hiddenAtStart) => {
    let hidden = hiddenAtStart
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') })
    Object.defineProperty(document, 'hidden', { get: () => hidden })
    const Native = window.PerformanceObserver
    window.PerformanceObserver = class extends Native {
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') super.observe(options)
      }
    }
    Object.assign(window, {
      setHidden(value: boolean) {
        hidden = value
        document.dispatchEvent(new Event('visibilitychange'))
      },
    })
  }, hiddenFromStart)
}

test('a page that paints is handed to React once it has', async ({ page }) => {
  await page.goto('/')
  await expect.poll(() => rootTaken(page), 'React has the page').toBe(true)
  await motionToggle(page, 'pauseMotion').click()
  await expect(motionToggle(page, 'resumeMotion')).toBeVisible()
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), 'a first contentful paint').toBe(1)
})

test('a visible page that has not painted is not handed to React, and is once it hides', async ({ page }) => {
  await withoutPaint(page, { hiddenFromStart: false })
  await page.goto('/')
  // The app's module has run by the load event: a root taken at once would be taken by now.
  await page.waitForLoadState('load')
  expect(await rootTaken(page), 'React has not been given the unpainted page').toBe(false)
  await page.evaluate(() => (window as unknown as { setHidden: (hidden: boolean) => void }).setHidden(true))
  await expect.poll(() => rootTaken(page), 'React has the page once it hides').toBe(true)
  await motionToggle(page, 'pauseMotion').click()
  await expect(motionToggle(page, 'resumeMotion')).toBeVisible()
})

test('a page hidden from the start does not wait for a paint to start the app', async ({ page }) => {
  await withoutPaint(page, { hiddenFromStart: true })
  await page.goto('/')
  await expect.poll(() => rootTaken(page), 'React has the page, unpainted').toBe(true)
  await motionToggle(page, 'pauseMotion').click()
  await expect(motionToggle(page, 'resumeMotion')).toBeVisible()
})

test('the app and the screen’s data are asked for once the page has shown its largest picture, and no sooner', async ({ page }) => {
  test.skip(!article, 'the content has no article')
  if (!article) return
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const held: (() => Promise<void>)[] = []
  let holding = true
  await page.route('**/*', (route) =>
    holding && route.request().resourceType() === 'image' ? held.push(() => route.continue()) : route.continue(),
  )
  await page.goto(article.path, { waitUntil: 'domcontentloaded' })
  await expect.poll(() => held.length, 'the article’s picture, asked for and held back').toBeGreaterThan(0)
  // Everything else the app would wait for is here: the page has painted, with its fonts.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await settle(page)
  const entry = await page.locator('script[type="module"]').getAttribute('src')
  expect(scripts).toEqual([entry])
  const data = `/data${article.path}.json`
  const dataAskedFor = () => page.evaluate((file) => performance.getEntriesByType('resource').some(({ name }) => name.endsWith(file)), data)
  expect(await dataAskedFor(), `${data}, which only the app reads`).toBe(false)
  expect(await rootTaken(page), 'React has not been given the page').toBe(false)

  holding = false
  await Promise.all(held.map((release) => release()))
  await appStarted(page)
  expect(scripts.length, scripts.join(', ')).toBeGreaterThan(1)
  expect(await dataAskedFor(), data).toBe(true)
})

for (const path of PAGE_OF_EACH_KIND) {
  test(`${path}: the picture that is its largest paint is the first thing its head asks for, and shown from that request`, async ({ page }) => {
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    const preloads = page.locator('head link[rel="preload"][as="image"]')
    const largest = page.locator('#root img[fetchpriority="high"]')
    if ((await largest.count()) === 0) {
      await expect(preloads, 'no picture asked for at high priority, none preloaded').toHaveCount(0)
      return
    }
    await expect(preloads).toHaveCount(1)
    await expect(preloads).toHaveAttribute('fetchpriority', 'high')
    const served = await (await page.request.get(path)).text()
    expect(served.match(/<link rel="preload" as="image"/g), 'preloaded once, in its head, as served').toHaveLength(1)
    // Ahead of the fonts and the entry script: on a slow link each would hold the picture back.
    const asked = await page.locator('head link[rel="preload"], head script[src]').evaluateAll((found) => found.map((element) => element.getAttribute('as') ?? 'script'))
    expect(asked[0], asked.join(', ')).toBe('image')
    await expect(largest.first()).toHaveJSProperty('complete', true)
    const shown = await largest.first().evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    const offered = await preloads.evaluate((link: HTMLLinkElement) =>
      link.imageSrcset
        ? link.imageSrcset.split(',').map((candidate) => new URL(candidate.trim().split(' ')[0] ?? '', location.href).pathname)
        : [new URL(link.href).pathname],
    )
    expect(offered, 'the preload offers what the page shows').toContain(shown)
    expect(images[0]).toBe(shown)
    expect(images.filter((image) => image === shown), 'asked for once: the page shows what its preload fetched').toHaveLength(1)
  })
}

test('a visitor who scrolls before the app has arrived keeps their place', async ({ page }) => {
  test.skip(!article, 'the content has no article')
  if (!article) return
  const release = await holdApp(page)
  await page.goto(article.path)
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 700)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const place = await page.evaluate(() => window.scrollY)
  expect(await rootTaken(page), 'React has not been given the page').toBe(false)

  release()
  await appStarted(page)
  await settle(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(place)
})
