import type { Page } from '@playwright/test'
import { profile } from '../../src/content/profile'
import { words } from '../../src/content/words'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { expectedView, hostileAddresses } from './hostileAddresses'
import { CONTENT, KNOWN_ROUTES, titleOf } from './knownRoutes'

/*
 * Hostile addresses end where the spec says — the item, its screen's not-found view, or home — with
 * the page title naming what is shown, one h1, and no console error or uncaught exception. Most are
 * opened inside one page (pushed onto the history, as a router sees a navigation); a sample is
 * loaded as whole pages from the static host.
 */

/** The longest name a file may have, in bytes: the host looks each segment of a path up as one. */
const NAME_MAX = 255

/**
 * Whether the static host hands the address to the site at all: `serve` answers a path it cannot
 * decode (a broken escape) with 400, and an encoded NUL or a segment longer than a file's name with
 * 500, pages of its own with no site in them.
 */
function hostServes(address: string): boolean {
  try {
    const path = decodeURIComponent(new URL(address, 'http://localhost').pathname)
    return !path.includes('\0') && path.split('/').every((segment) => Buffer.byteLength(segment) <= NAME_MAX)
  } catch {
    return false
  }
}

const SEED = 20_250_607
const CORPUS = hostileAddresses(300, SEED)
const WHOLE_PAGE_SAMPLE = hostileAddresses(60, SEED + 1).filter(hostServes).slice(0, 25)

/** The top bar's button that pauses or resumes motion: there once the app has drawn its frame. */
const motionToggle = (page: Page) =>
  page.getByRole('button', { name: words.site.pauseMotion, exact: true }).or(page.getByRole('button', { name: words.site.resumeMotion, exact: true }))

/**
 * The view the page shows now is the one the spec promises for `address`. `shownAs` is the path the
 * browser made of the address, for views that must keep it (no redirect); a whole-page load may be
 * tidied by the host (a trailing slash), so it passes none.
 */
async function expectViewOf(page: Page, address: string, homeTitle: string, shownAs?: string) {
  const view = expectedView(address)
  const h1 = page.getByRole('heading', { level: 1 })
  const path = () => new URL(page.url()).pathname
  if (view.kind === 'home') {
    await expect.poll(path, `${address} goes home`).toBe('/')
    await expect(h1, address).toHaveAccessibleName(words.home.heading)
    await expect(page, address).toHaveTitle(homeTitle)
  } else {
    await expect(h1, address).toHaveAccessibleName(view.heading)
    if (shownAs) expect(path(), `${address} stays at its address`).toBe(shownAs)
    await expect(page, address).toHaveTitle(view.kind === 'page' ? titleOf(view.heading) : `${view.heading} · ${profile.name}`)
  }
  await expect(h1, address).toHaveCount(1)
}

test.describe('opened inside the app', () => {
  // A still background and no glides: the corpus is about routing, and this keeps 300 screens quick.
  test.use({ reducedMotion: 'reduce' })

  test(`${CORPUS.length} hostile addresses each end at their view`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000)
    await page.goto('/')
    await appStarted(page)
    const homeTitle = await page.title()
    for (const address of CORPUS) {
      const shownAs = await page.evaluate(async (address) => {
        history.pushState(null, '', address)
        const pushed = location.pathname
        dispatchEvent(new PopStateEvent('popstate'))
        // Two frames: the route has rendered, and any redirect it asked for has happened.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        return pushed
      }, address)
      await expectViewOf(page, address, homeTitle, shownAs)
      expect(consoleErrors, address).toEqual([])
    }
  })
})

test(`${WHOLE_PAGE_SAMPLE.length} of them loaded as whole pages from the static host`, async ({ page, consoleErrors }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  const homeTitle = await page.title()
  for (const address of WHOLE_PAGE_SAMPLE) {
    await page.goto(address)
    await expect(motionToggle(page), address).toBeVisible()
    await expectViewOf(page, address, homeTitle)
    expect(consoleErrors, address).toEqual([])
  }
})

const [project] = CONTENT.projects
const article = CONTENT.journey.at(-1)
const [certificate] = CONTENT.certificates

/** Other addresses of the site's pages that static hosts serve (files and folders of the build). */
const ALIASES: (readonly [alias: string, canonical: string, heading: string])[] = [
  ['/index.html', '/', words.home.heading],
  ...(project
    ? ([
        [`${project.path}/index.html`, project.path, project.title],
        [`${project.path}/`, project.path, project.title],
        [project.path.replaceAll('/', '//'), project.path, project.title],
      ] as const)
    : []),
  ...(article ? ([[`${article.path}/index.html`, article.path, article.title]] as const) : []),
  ...(certificate ? ([[`${certificate.path}/`, certificate.path, certificate.title]] as const) : []),
]

for (const [alias, canonical, heading] of ALIASES) {
  test(`${alias} shows its page under ${canonical}, taken by React without an error`, async ({ page, consoleErrors, baseURL }) => {
    // Whole, so that "//project" is a path and not another host.
    await page.goto(`${baseURL}${alias}`)
    await expect(page).toHaveURL(canonical)
    await appStarted(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical === '/' ? '/' : canonical}$`))
    expect(consoleErrors).toEqual([])
  })
}

/** A page of one item, its path's slashes escaped: `/project%2F1`. */
const escapedDetailPath = `/${(KNOWN_ROUTES.map(([path]) => path).find((path) => path.split('/').length === 3) ?? '/').slice(1).replaceAll('/', '%2F')}`

/**
 * Addresses the static host and the app read differently. Relative to a page, a browser takes
 * `/\evil.example` for another host; typed after the site's origin it is a path of the site,
 * `//evil.example`. A host that decodes the whole path before it looks for a file serves the page
 * of an item for its path with the slashes escaped, which to the app is one unknown segment. Each
 * goes home.
 */
const MISREAD_PATHS = ['/\\evil.example', '/\\\\evil.example/x', '/%5Cevil.example', '//evil.example/', escapedDetailPath, `/x/%2e%2e%2F${escapedDetailPath.slice(1)}`]

for (const path of MISREAD_PATHS) {
  test(`${path} loaded as a whole page goes home without an error`, async ({ page, consoleErrors, baseURL }) => {
    await page.goto('/')
    const homeTitle = await page.title()
    await page.goto(`${baseURL}${path}`)
    await expect.poll(() => new URL(page.url()).origin, 'stays on the site').toBe(baseURL)
    await appStarted(page)
    await expectViewOf(page, '/', homeTitle)
    expect(consoleErrors).toEqual([])
  })
}
