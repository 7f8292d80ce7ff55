import type { Page, Route } from '@playwright/test'
import { startScripts } from '../../scripts/startScripts.mjs'
import { profile } from '../../src/content/profile'
import { words } from '../../src/content/words'
import { paths } from '../../src/lib/paths'
import { routeDataFile } from '../../src/lib/routeData'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { idlePartsShown } from './idleParts'
import { CONTENT, HOME_LINK } from './knownRoutes'

/** Marks the page's document, so that a later check tells a navigation in the app from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))

/** Whether the page still shows the document `markDocument` marked. */
const stillMarked = (page: Page) => page.evaluate(() => 'sameDocument' in window)

/** What the browser reports of the requests a test refused, and nothing else: no uncaught rejection. */
function expectOnlyRefusals(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => !/Failed to load resource/i.test(error))).toEqual([])
  consoleErrors.length = 0
}

/**
 * Refuses the requests for the site's data files that `refused` picks (every one by default), as a
 * lost connection would, until `allow()`; `count` says how many it refused.
 */
async function refuseData(page: Page, refused: (path: string) => boolean = () => true) {
  const refusal = {
    count: 0,
    refusing: true,
    allow: () => void (refusal.refusing = false),
  }
  await page.route(
    (url) => url.pathname.startsWith('/data/') && refused(url.pathname),
    (route) => {
      if (!refusal.refusing) return route.fallback()
      refusal.count += 1
      return route.abort()
    },
  )
  return refusal
}

/** The message the app shows in a screen's place when its data cannot be had, checked with the page's title. */
async function unavailableMessage(page: Page) {
  const message = page.getByRole('alert')
  await expect(message.getByRole('heading', { level: 1 })).toHaveText(words.site.unavailable)
  await expect(page).toHaveTitle(`${words.site.unavailable} · ${profile.name}`)
  return message
}

/** The top bar's link to the home page's Contact section, as the content names it. */
const CONTACT_LINK = CONTENT.navigation.find(({ sectionId }) => sectionId === 'contact')?.name

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

  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  await page.getByRole('navigation', { name: words.site.sections, exact: true }).getByRole('link', { name: CONTACT_LINK }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(page.getByRole('heading', { level: 2, name: words.home.sections.contact, exact: true })).toBeInViewport()

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
  // The list of articles, a screen every site has whatever its content.
  await page.goto('/experience')
  await appStarted(page)
  await expect.poll(() => refused, 'the parts that come after the hydration, asked for').toBeGreaterThan(0)
  // The app runs: the top bar's link home opens the home page in the same document.
  await markDocument(page)
  await page.getByRole('banner').getByRole('link', { name: HOME_LINK, exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  expect(await stillMarked(page), 'navigated in the app').toBe(true)
  expect(consoleErrors.filter((error) => !/Failed to load resource|dynamically imported module/i.test(error))).toEqual([])
  consoleErrors.length = 0
})

/** Ways the background's code can fail before the rain starts, and what the console says of each. */
const BROKEN_BACKGROUND = [
  {
    how: 'cannot be had',
    said: /Failed to load resource|dynamically imported module/i,
    route: (route: Route) => route.abort(),
  },
  {
    how: 'throws',
    said: /the background broke/,
    // Its component swapped for one that throws as it renders.
    async route(route: Route) {
      const response = await route.fetch()
      const code = (await response.text()).replace(/\b[\w$]+ as Background\b/, 'brokenBackground as Background')
      await route.fulfill({ response, body: `${code}\nfunction brokenBackground() { throw new Error('the background broke') }` })
    },
  },
]

for (const broken of BROKEN_BACKGROUND) {
  test(`when the background’s code ${broken.how}, what waits for the rain comes all the same`, async ({ page, consoleErrors }) => {
    let asked = 0
    await page.route(/\/assets\/Background-[\w-]+\.js$/, (route) => {
      asked += 1
      return broken.route(route)
    })
    await page.goto('/')
    await expect.poll(() => asked, 'the background’s code asked for').toBeGreaterThan(0)

    // The parts that wait for the rain to start: the toasts, the cursor's ring and the tagline's typing.
    await idlePartsShown(page)
    if (profile.taglines.length > 0) {
      const typing = () => page.getByTestId('tagline').evaluate((host) => host.getAnimations({ subtree: true }).length)
      await expect.poll(typing, 'the tagline types').toBeGreaterThan(0)
    }
    await expect(page.locator('canvas')).toHaveCount(0)
    expect(consoleErrors.filter((error) => !broken.said.test(error))).toEqual([])
    consoleErrors.length = 0
  })
}

test.describe('a screen’s data that cannot be had', () => {
  test.skip(!CONTENT.journey.length, 'the list links to no article')

  test('raises no error while its link is in view, and the link opens the screen once it can be had', async ({ page, consoleErrors }) => {
    const own = `/${routeDataFile(paths.journeyIndex)}`
    const refusal = await refuseData(page, (path) => path !== own)
    await page.goto(paths.journeyIndex)
    await appStarted(page)
    // The links in view ask for their screens' data at once (src/routeData/prefetch.ts).
    await expect.poll(() => refusal.count, 'the data of the screens linked in view, asked for').toBeGreaterThan(0)

    refusal.allow()
    const [article] = CONTENT.journey
    await page.getByRole('main').getByRole('link', { name: article?.title, exact: true }).first().click()
    await expect(page).toHaveURL(article?.path ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '')
    expectOnlyRefusals(consoleErrors)
  })

  test('leaves its page as served, whole, with links that load whole pages', async ({ page, consoleErrors }) => {
    const [article] = CONTENT.journey
    const own = `/${routeDataFile(article?.path ?? '')}`
    const refusal = await refuseData(page, (path) => path === own)
    const leftAsServed = page.waitForEvent('console', (message) => message.type() === 'warning' && /left as served/.test(message.text()))
    await page.goto(article?.path ?? '')
    await leftAsServed
    expect(refusal.count, 'the page’s data asked for').toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '')

    await markDocument(page)
    await page.getByRole('banner').getByRole('link', { name: HOME_LINK, exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
    expect(await stillMarked(page), 'a page of its own').toBe(false)
    expectOnlyRefusals(consoleErrors)
  })

  test('makes its link load the page whole', async ({ page, consoleErrors }) => {
    const own = `/${routeDataFile(paths.journeyIndex)}`
    await refuseData(page, (path) => path !== own)
    await page.goto(paths.journeyIndex)
    await appStarted(page)
    await markDocument(page)
    const [article] = CONTENT.journey
    await page.getByRole('main').getByRole('link', { name: article?.title, exact: true }).first().click()
    await expect(page).toHaveURL(article?.path ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '')
    expect(await stillMarked(page), 'a page of its own').toBe(false)
    expectOnlyRefusals(consoleErrors)
  })

  test('says so when history leads back to it from another page load, and tries again whole', async ({ page, consoleErrors }) => {
    await page.goto(paths.journeyIndex)
    await appStarted(page)
    const [article] = CONTENT.journey
    await page.getByRole('main').getByRole('link', { name: article?.title, exact: true }).first().click()
    await expect(page).toHaveURL(article?.path ?? '')
    // The article loaded whole: the list's entry in the history is now a screen this page never loaded.
    await page.reload()
    await appStarted(page)
    const refusal = await refuseData(page)
    await markDocument(page)
    await page.goBack()
    await expect(page).toHaveURL(paths.journeyIndex)
    const message = await unavailableMessage(page)
    expect(await stillMarked(page), 'back within the page').toBe(true)
    expectOnlyRefusals(consoleErrors)

    refusal.allow()
    await message.getByRole('button', { name: words.site.tryAgain, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.journey.name)
    expect(await stillMarked(page), 'the page loaded again').toBe(false)
  })
})

test('a page 404.html renders says so when its screen’s data cannot be had, and tries again whole', async ({ page, consoleErrors }) => {
  // An address of a screen the site never linked to: 404.html renders it, asking for the list of
  // screens and then the screen's data.
  const address = CONTENT.notFound.project
  const refusal = await refuseData(page)
  await page.goto(address)
  const message = await unavailableMessage(page)
  expect(refusal.count, 'the screen’s data asked for').toBeGreaterThan(0)
  expectOnlyRefusals(consoleErrors)

  refusal.allow()
  await markDocument(page)
  await message.getByRole('button', { name: words.site.tryAgain, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.project.notFound)
  await expect(page).toHaveURL(address)
  expect(await stillMarked(page), 'the page loaded again').toBe(false)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a screen whose data could not be had is asked for again when history returns to it', async ({ page, consoleErrors }) => {
  // A page 404.html renders, offline: nothing the visitor opens next links to it, so only history leads back.
  const address = CONTENT.notFound.project
  const refusal = await refuseData(page)
  await page.goto(address)
  await unavailableMessage(page)
  await markDocument(page)

  refusal.allow()
  await page.getByRole('banner').getByRole('link', { name: HOME_LINK, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(address)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.project.notFound)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await stillMarked(page), 'back within the page').toBe(true)
  expectOnlyRefusals(consoleErrors)
})

test('of two links clicked before their screens’ data is here, the last one opens', async ({ page }) => {
  const [first, second] = CONTENT.journey
  test.skip(!second, 'the list links to fewer than two articles')
  const held = new Map<string, () => void>()
  for (const article of [first, second]) {
    const file = `/${routeDataFile(article?.path ?? '')}`
    const release = new Promise<void>((resolve) => held.set(file, resolve))
    await page.route((url) => url.pathname === file, async (route) => {
      await release
      return route.fallback()
    })
  }
  const release = async (article: typeof first) => {
    const file = `/${routeDataFile(article?.path ?? '')}`
    const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === file)
    held.get(file)?.()
    await (await arrived).finished()
  }
  await page.goto(paths.journeyIndex)
  await appStarted(page)
  const list = page.getByRole('main')
  await list.getByRole('link', { name: first?.title, exact: true }).first().click()
  await list.getByRole('link', { name: second?.title, exact: true }).first().click()
  await expect(page).toHaveURL(paths.journeyIndex)

  // The first one's data arrives first: the visitor has since asked for the second.
  await release(first)
  await release(second)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.title ?? '')
  await expect(page).toHaveURL(second?.path ?? '')
  await page.goBack()
  await expect(page).toHaveURL(paths.journeyIndex)
})
