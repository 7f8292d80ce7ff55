import { words } from '../../src/content/words'
import { CONTENT, HOME_LINK, HOME_SECTIONS, KNOWN_ROUTES, containing } from './knownRoutes'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { layoutShiftSoFar, watchLayoutShift } from './layoutShift'
import { settle } from './settle'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of KNOWN_ROUTES) {
    test(`${path} arrives as a full page`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: HOME_LINK, exact: true })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('the home page shows every section and its content', async ({ page }) => {
    await page.goto('/')
    for (const [, name] of HOME_SECTIONS) {
      const section = page.getByRole('heading', { level: 2, name })
      await section.scrollIntoViewIfNeeded()
      await expect(section).toBeVisible()
    }
    await expect(page.getByRole('list', { name: words.home.sections.skills, exact: true }).getByRole('listitem')).toHaveCount(CONTENT.profile.skills.length)
    await expect(page.getByText(CONTENT.taglines[0] ?? '', { exact: true })).toBeVisible()
  })

  test('links work as plain links: home → project → back to the section', async ({ page }) => {
    const [project] = CONTENT.projects
    test.skip(!project, 'the content has no project')
    await page.goto('/')
    await page.getByRole('region', { name: words.home.sections.projects, exact: true }).getByRole('link').first().click()
    await expect(page).toHaveURL(project?.path ?? '')
    await expect(page.getByRole('heading', { level: 1, name: project?.title, exact: true })).toBeVisible()
    await page.getByRole('link', { name: words.project.backToProjects, exact: true }).click()
    await expect(page).toHaveURL('/#projects')
    await expect(page.getByRole('heading', { level: 2, name: words.home.sections.projects, exact: true })).toBeInViewport()
  })

  test('a journey article offers its video as a link', async ({ page }) => {
    const withVideo = CONTENT.journey.find((entry) => entry.video)
    test.skip(!withVideo, 'no article of the content has a video')
    await page.goto(withVideo?.path ?? '')
    const watch = page.getByRole('link', { name: containing(words.journey.watchOnYouTube) })
    await expect(watch).toHaveAttribute('href', /^https:\/\/(www\.youtube\.com|youtu\.be)\//)
  })
})

type Probe = { serverHeading?: Element | null }

test.describe('hydration', () => {
  for (const [path, heading] of KNOWN_ROUTES) {
    test(`${path} is adopted by React without a warning, a re-render or a layout shift`, async ({ page }) => {
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      await watchLayoutShift(page)
      // Before any script of the page: keep the heading the server sent.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as Probe).serverHeading = document.querySelector('h1')
        })
      })
      // Hold the app's script until the server's page has its web fonts, so a shift from a font swap
      // cannot be mistaken for (or hide) one caused by hydration.
      let releaseScript = () => {}
      const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve))
      await page.route('**/assets/*.js', async (route) => {
        await scriptHeld
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForFunction(() => document.readyState === 'interactive')
      await page.evaluate(() =>
        Promise.all(['16px "Inter Variable"', '700 16px "JetBrains Mono Variable"'].map((font) => document.fonts.load(font))),
      )
      // …and any other subset its text asked for (a dash or an arrow may live in one).
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await settle(page)
      const before = await layoutShiftSoFar(page)

      releaseScript()
      const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true })
      await appStarted(page)
      // The heading React owns is the server's own node: it was hydrated, not replaced.
      expect(await h1.evaluate((el) => (window as unknown as Probe).serverHeading === el)).toBe(true)
      await settle(page)
      expect(await layoutShiftSoFar(page)).toBe(before)
      expect(warnings).toEqual([])
    })
  }
})
