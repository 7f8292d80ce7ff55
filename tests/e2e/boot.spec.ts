import type { Page } from '@playwright/test'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'

/*
 * How the page starts: the prerendered HTML paints on its own and the app's code is fetched after
 * the first contentful paint. A button clicked before then does its work once the app has arrived,
 * and a page that is never painted (hidden) does not wait for a paint.
 */

/** The script files the page fetched, with when each fetch began (ms since navigation). */
function scriptFetches(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? '', start: entry.startTime }))
      .filter((fetch) => fetch.file.endsWith('.js')),
  )
}

/** The motion toggle: a button that only the app makes work. */
const motionToggle = (page: Page, name: 'Pause motion' | 'Resume motion') => page.getByRole('button', { name })

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

test('the prerendered page paints before any of the app’s code is fetched', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  const entry = await page.locator('script[type="module"]').getAttribute('src')
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
  expect(paint, 'a first contentful paint').toBeGreaterThan(0)
  const app = (await scriptFetches(page)).filter((fetch) => !entry?.endsWith(fetch.file))
  expect(app.length, 'the app’s code, fetched').toBeGreaterThan(0)
  for (const fetch of app) expect(fetch.start, `${fetch.file} fetched after the first paint (${paint} ms)`).toBeGreaterThan(paint)
})

test('a button clicked before the app’s code has arrived does its work once it has', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/assets\/hydrate-[^/]*\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto('/')
  await expect.poll(() => asked, 'the app’s code asked for').toBe(true)
  await page.getByRole('button', { name: 'Explore More' }).click()
  await motionToggle(page, 'Pause motion').click()
  await expect(page.getByRole('heading', { name: 'About', level: 2 })).not.toBeInViewport()
  release()
  await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeInViewport()
  await expect(motionToggle(page, 'Resume motion')).toBeVisible()
})

test('a page hidden from the start does not wait for a paint to start the app', async ({ page }) => {
  await withoutPaint(page, { hiddenFromStart: true })
  await page.goto('/')
  await motionToggle(page, 'Pause motion').click()
  await expect(motionToggle(page, 'Resume motion')).toBeVisible()
})

test('a page hidden before it paints starts the app when it hides', async ({ page }) => {
  await withoutPaint(page, { hiddenFromStart: false })
  const appScripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') appScripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  const entry = await page.locator('script[type="module"]').getAttribute('src')
  const app = () => appScripts.filter((path) => path !== entry)
  // A script the entry asked for at once would have been asked for before the load event.
  await page.waitForLoadState('load')
  expect(app(), 'no app code while the page is visible and not yet painted').toEqual([])
  await page.evaluate(() => (window as unknown as { setHidden: (hidden: boolean) => void }).setHidden(true))
  await expect.poll(() => app().length, 'the app’s code asked for once the page hides').toBeGreaterThan(0)
  await motionToggle(page, 'Pause motion').click()
  await expect(motionToggle(page, 'Resume motion')).toBeVisible()
})
