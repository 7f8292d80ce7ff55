import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { HEAD_INTENSITY, HEAD_RGB, TRAIL_INTENSITY, TRAIL_RGB } from '../../src/background/rainConfig'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { CONTENT, KNOWN_ROUTES, NOT_FOUND_ROUTES, PAGE_OF_EVERY_SCREEN } from './knownRoutes'

/*
 * axe-core once every section has revealed itself: no violation of any impact, against every WCAG
 * 2.0–2.2 A and AA rule and axe's best practices. axe cannot see into the rain's canvas, so contrast
 * is checked a second time with the canvas replaced by the brightest colour the rain can paint behind
 * any text.
 *
 * Every route and not-found view at desktop size; at phone size, a page of every screen and a
 * not-found view. What a page's content brings (names, text alternatives, languages, headings,
 * colours) is the same at both sizes; what the phone changes is its screen's layout (the menu, the
 * targets' sizes, what scrolls, the text's sizes), the same on every page of that screen. So each page
 * the content adds costs one check, not two.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const SIZES = [
  { viewport: { width: 1280, height: 800 }, routes: [...KNOWN_ROUTES, ...NOT_FOUND_ROUTES].map(([path]) => path) },
  { viewport: { width: 390, height: 844 }, routes: [...PAGE_OF_EVERY_SCREEN, NOT_FOUND_ROUTES[1][0]] },
]

/**
 * The brightest pixel of the rain, channel by channel the brighter of a head and a full trail: all
 * text on the site is light on dark, so this is the backdrop where its contrast is lowest.
 */
const BRIGHTEST_RAIN = HEAD_RGB.map((head, i) => Math.max(head * HEAD_INTENSITY, (TRAIL_RGB[i] ?? 0) * TRAIL_INTENSITY))
const RAIN_AT_ITS_BRIGHTEST = `
  [data-rain], canvas { visibility: hidden !important; }
  html, body { background: rgb(${BRIGHTEST_RAIN.join(' ')}) !important; }
`

/** The home page has the most to scroll through and analyse: on a busy two-core machine it takes 30 s. */
const markHomeSlow = (path: string) => test.slow(path === '/', 'seven sections to reveal, and the longest page to analyse twice')

/** Opens a page, waits for the intro overlay to go, then brings every section into view until it shows. */
async function openAndScrollThrough(page: Page, path: string) {
  await page.goto(path)
  await appStarted(page)
  await expect(page.locator('.intro-overlay')).toBeHidden()
  for (const section of await page.locator('[data-reveal]').all()) {
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveCSS('opacity', '1')
  }
}

/** The violations as rule, impact and the elements concerned, so a failure reads at a glance. */
async function violations(builder: AxeBuilder) {
  const results = await builder.analyze()
  return results.violations.map((rule) => ({
    rule: rule.id,
    impact: rule.impact,
    elements: rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }))
}

/** The video frame shows another site's page (offline, a stand-in); the frame element itself is checked. */
const axe = (page: Page) => new AxeBuilder({ page }).exclude(['iframe', 'html'])

async function expectNoViolations(page: Page) {
  expect(await violations(axe(page).withTags(TAGS)), 'as the page is').toEqual([])
  await page.addStyleTag({ content: RAIN_AT_ITS_BRIGHTEST })
  expect(await violations(axe(page).withRules('color-contrast')), 'over the rain at its brightest').toEqual([])
}

for (const { viewport, routes } of SIZES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    for (const path of routes) {
      test(`${path} has no axe violation`, async ({ page }) => {
        markHomeSlow(path)
        await openAndScrollThrough(page, path)
        await expectNoViolations(page)
      })
    }

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' })

      for (const path of ['/', ...CONTENT.journey.slice(0, 1).map((article) => article.path)]) {
        test(`${path} has no axe violation`, async ({ page }) => {
          markHomeSlow(path)
          await openAndScrollThrough(page, path)
          await expectNoViolations(page)
        })
      }
    })
  })
}
