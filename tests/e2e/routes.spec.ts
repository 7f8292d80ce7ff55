import type { Locator, Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { CONTENT, DEMO_ONLY, HOME_ARTICLES, HOME_SECTIONS, categoryLinkName, containing } from './knownRoutes'
import { A_LETTER } from './wordPatterns'

/** `GenAi` → `gENaI`: the same id in other letters' case. */
const swapCase = (id: string) => [...id].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')

const [project] = CONTENT.projects
const [article] = CONTENT.journey
const [certificate] = CONTENT.certificates
const withVideo = CONTENT.journey.find((entry) => entry.video)
const withoutVideo = CONTENT.journey.find((entry) => !entry.video)
const { sections } = words.home

/** The paragraphs of an article's page below the line that says when it was published. */
const belowPublished = (body: Locator, date: string) => body.locator(`p:below(:text(${JSON.stringify(words.journey.publishedOn(date))}))`)

/**
 * Opens an article with its video frame in view and its player's page (`player`) held back until
 * `release` is called; the spinner shows meanwhile.
 */
async function openWithPlayerHeld(page: Page, path: string, player: string) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    await held
    await route.fulfill({ status: 200, contentType: 'text/html', body: player })
  })
  // The held frame holds the window's load event too, so do not wait for it.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await page.locator('iframe').scrollIntoViewIfNeeded()
  const spinner = page.getByRole('status', { name: words.journey.loadingVideo, exact: true })
  await expect(spinner).toBeVisible()
  return { release, spinner }
}

test.describe('home', () => {
  test('shows the intro and every section with its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
    await expect(page.getByText(CONTENT.taglines[0] ?? '', { exact: true })).toBeVisible()
    for (const [, name] of HOME_SECTIONS) await expect(page.getByRole('heading', { level: 2, name })).toBeAttached()
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual(HOME_SECTIONS.map(([id]) => id))

    // A list the profile leaves empty leaves out its section, or About's leadership heading.
    const { leadership, experience, skills } = CONTENT.profile
    const about = page.getByRole('region', { name: sections.about })
    await expect(about.getByRole('heading', { level: 3, name: words.home.leadership, exact: true })).toHaveCount(leadership.length > 0 ? 1 : 0)
    for (const role of leadership) await expect(about.getByText(role, { exact: true }).first()).toBeAttached()
    await expect(page.getByRole('region', { name: sections.experience }).getByRole('heading', { level: 3 })).toHaveText([...experience])
    await expect(page.getByRole('list', { name: sections.skills }).getByRole('listitem')).toHaveText([...skills])
  })

  test('shows the demo’s roles, durations and skills as the spec lists them', async ({ page }) => {
    test.skip(!CONTENT.demo, DEMO_ONLY)
    await page.goto('/')
    const about = page.getByRole('region', { name: sections.about })
    for (const role of ['Social Media Lead', 'Campus Finance Lead', 'Campus Social Media Lead']) {
      await expect(about.getByText(role, { exact: true })).toBeAttached()
    }
    await expect(page.getByRole('region', { name: sections.experience }).getByText('1 year', { exact: true })).toHaveCount(2)
    await expect(page.getByRole('list', { name: sections.skills }).getByRole('listitem')).toHaveText([
      'Leadership', 'Problem Solving', 'Artificial Intelligence', 'AI Prompting',
      'Graphic Design', 'Public Speaking', 'Effective Communication',
    ])
  })

  test('links every certificate, project and latest journey entry (and its category) to its page', async ({ page }) => {
    await page.goto('/')
    const links = async (region: string) =>
      page.getByRole('region', { name: region }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const shown = new Set(HOME_SECTIONS.map(([id]) => id))
    if (shown.has('certifications')) expect(await links(sections.certifications)).toEqual(CONTENT.certificates.map((entry) => entry.path))
    if (shown.has('projects')) expect(await links(sections.projects)).toEqual(CONTENT.projects.map((entry) => entry.path))
    if (shown.has('experiences')) {
      const cards = HOME_ARTICLES.flatMap((entry) => [CONTENT.categories.find((category) => category.articles.includes(entry.id))?.path, entry.path])
      expect(await links(sections.experiences)).toEqual(CONTENT.journey.length > HOME_ARTICLES.length ? [...cards, '/experience'] : cards)
    }
  })

  test('Explore More brings About into view', async ({ page }) => {
    await page.goto('/')
    // The glide is the app's: it arrives after the page's load.
    await appStarted(page)
    await page.getByRole('button', { name: words.home.exploreMore, exact: true }).click()
    await expect(page.getByRole('heading', { name: sections.about, level: 2 })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  })

  test('contact shows an icon link for each social profile, opening in a new tab without showing its address', async ({ page }) => {
    await page.goto('/')
    const contact = page.getByRole('region', { name: sections.contact })
    const { socials } = CONTENT.profile
    await expect(contact.getByRole('link')).toHaveCount(socials.length)
    // No empty list where the owner has no profile to link to.
    await expect(contact.getByRole('list')).toHaveCount(socials.length > 0 ? 1 : 0)
    for (const { label, url } of socials) {
      // Whole names: one network's label may be part of another's ("Git", "GitHub").
      const link = contact.getByRole('link', { name: `${label} ${words.site.newTab}`, exact: true })
      await expect(link).toHaveAttribute('href', url)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(contact).not.toContainText(new URL(url).hostname)
    }
    await expect(contact).not.toContainText('http')
  })
})

test.describe('project page', () => {
  test('shows the project with its links, screenshots, stack and details', async ({ page }) => {
    test.skip(!project, 'the content has no project')
    if (!project) return
    await page.goto(project.path)
    await expect(page.getByRole('heading', { level: 1, name: project.title, exact: true })).toBeVisible()
    const github = page.getByRole('link', { name: containing(words.project.github) })
    const liveDemo = page.getByRole('link', { name: containing(words.project.liveDemo) })
    await expect(github).toHaveCount(project.githubUrl ? 1 : 0)
    if (project.githubUrl) await expect(github).toHaveAttribute('href', project.githubUrl)
    await expect(liveDemo).toHaveCount(project.liveUrl ? 1 : 0)
    if (project.liveUrl) await expect(liveDemo).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('region', { name: words.project.screenshots, exact: true }).getByRole('img')).toHaveCount(project.screenshots)
    await expect(page.getByRole('heading', { name: words.project.screenshots, exact: true })).toHaveCount(project.screenshots > 0 ? 1 : 0)
    // Without screenshots, the picture of its card shows in their place.
    await expect(page.getByRole('main').getByRole('img', { name: project.thumbnailAlt, exact: true })).toHaveCount(project.screenshots > 0 ? 0 : 1)
    await expect(page.getByRole('list', { name: words.project.techStack, exact: true }).getByRole('listitem')).toHaveText([...project.techStack])
    await expect(page.getByRole('region', { name: words.project.details, exact: true }).locator('p').first()).toBeVisible()
    await expect(page.getByRole('link', { name: words.project.backToProjects, exact: true })).toHaveAttribute('href', '/#projects')
  })

  test('shows the demo project’s four paragraphs and three screenshots', async ({ page }) => {
    test.skip(!CONTENT.demo, DEMO_ONLY)
    await page.goto('/project/1')
    await expect(page.getByRole('heading', { level: 1, name: 'LexiJudge', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: containing(words.project.github) })).toHaveAttribute('href', /^https:\/\/github\.com\//)
    await expect(page.getByRole('region', { name: words.project.screenshots, exact: true }).getByRole('img')).toHaveCount(3)
    await expect(page.getByRole('region', { name: words.project.details, exact: true }).locator('p')).toHaveCount(4)
  })

  test('shows its not-found view for an unknown id', async ({ page }) => {
    await page.goto(CONTENT.notFound.project)
    await expect(page.getByRole('heading', { name: words.project.notFound, exact: true })).toBeVisible()
    await page.getByRole('link', { name: words.project.notFoundLink, exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  })
})

test.describe('journey article', () => {
  test('shows thumbnail, category, title, date, paragraphs and gallery', async ({ page }) => {
    test.skip(!article, 'the content has no article')
    if (!article) return
    await page.goto(article.path)
    const body = page.getByRole('article')
    await expect(page.getByRole('heading', { level: 1, name: article.title, exact: true })).toBeVisible()
    await expect(body.getByRole('link', { name: categoryLinkName(article.category), exact: true })).toBeVisible()
    await expect(body.getByText(words.journey.publishedOn(article.date))).toBeVisible()
    await expect(body.getByRole('img').first()).toBeVisible()
    await expect(belowPublished(body, article.date).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: words.journey.gallery, exact: true })).toHaveCount(article.gallery > 0 ? 1 : 0)
    const gallery = page.getByRole('region', { name: words.journey.gallery, exact: true }).getByRole('link')
    await expect(gallery).toHaveCount(article.gallery)
    for (const link of await gallery.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link.getByRole('img')).toHaveAttribute('alt', A_LETTER)
    }
    await expect(page.getByRole('link', { name: words.journey.backToJourney, exact: true })).toHaveAttribute('href', '/#experiences')
  })

  test('shows the demo’s first article as the spec describes it', async ({ page }) => {
    test.skip(!CONTENT.demo, DEMO_ONLY)
    await page.goto('/experience/1')
    const body = page.getByRole('article')
    await expect(page.getByRole('heading', { level: 1, name: 'Six weeks of the Generative AI Bootcamp', exact: true })).toBeVisible()
    await expect(body.getByRole('link', { name: 'Category: Bootcamp', exact: true })).toBeVisible()
    await expect(body.getByText('Published on March 2025')).toBeVisible()
    await expect(body.getByRole('img', { name: /laptop beside a small neural network/ })).toBeVisible()
    await expect(belowPublished(body, 'March 2025').first()).toHaveText(/^I joined the bootcamp/)
    await expect(page.getByRole('region', { name: words.journey.gallery, exact: true }).getByRole('link')).toHaveCount(3)
    await page.goto('/experience/2')
    const paragraphs = page.getByRole('article').locator('p')
    await expect(paragraphs.filter({ hasText: 'Our first hackathon started' })).toHaveCount(1)
    await expect(paragraphs.filter({ hasText: 'We did not win' })).toHaveCount(1)
  })

  test('shows the video of an article with one', async ({ page }) => {
    test.skip(!withVideo, 'no article of the content has a video')
    if (!withVideo) return
    await page.goto(withVideo.path)
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/)
    await expect(frame).toHaveAttribute('title', words.journey.video(withVideo.title))
    await expect(frame).toHaveAttribute('loading', 'lazy')
  })

  test('shows a spinner until the video frame has loaded', async ({ page }) => {
    test.skip(!withVideo, 'no article of the content has a video')
    if (!withVideo) return
    const { release, spinner } = await openWithPlayerHeld(page, withVideo.path, '<title>player</title>')
    release()
    await expect(spinner).toHaveCount(0)
  })

  test('keeps Tab out of the video frame until its player has loaded, then lets it in', async ({ page }) => {
    test.skip(!withVideo, 'no article of the content has a video')
    if (!withVideo) return
    const { release, spinner } = await openWithPlayerHeld(page, withVideo.path, '<title>player</title><button>Play</button>')
    /** Where focus is: in the frame, on the page's body, or on a control before or after the frame. */
    const focusPlace = () =>
      page.evaluate(() => {
        const frame = document.querySelector('iframe')
        const focused = document.activeElement
        if (!frame) return 'no frame'
        if (focused === frame) return 'frame'
        if (!focused || focused === document.body) return 'body'
        return frame.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before'
      })
    const controls = await page.locator('a[href], button, [tabindex="0"]').count()
    let place = 'before'
    for (let stop = 0; place === 'before' && stop <= controls; stop++) {
      await page.keyboard.press('Tab')
      place = await focusPlace()
    }
    // Focus in a loading frame would be lost to the body when the player arrives.
    expect(place, 'where Tab goes past the loading frame').toBe('after')
    release()
    await expect(spinner).toHaveCount(0)
    await page.keyboard.press('Shift+Tab')
    // The player's frame runs in a process of its own: the page gives up focus, to its body, before
    // that process takes it, a moment later.
    await expect.poll(focusPlace, { message: 'where Shift+Tab goes once the player is here' }).toBe('frame')
  })

  test('shows no video for an entry without one', async ({ page }) => {
    test.skip(!withoutVideo, 'every article of the content has a video')
    if (!withoutVideo) return
    await page.goto(withoutVideo.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('shows its not-found view for an unknown id', async ({ page }) => {
    await page.goto(CONTENT.notFound.journey)
    await expect(page.getByRole('heading', { name: words.journey.notFound, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: words.journey.notFoundLink, exact: true })).toHaveAttribute('href', '/')
  })
})

test.describe('certificate page', () => {
  test('shows a large image, the title and the issuer', async ({ page }) => {
    test.skip(!certificate, 'the content has no certificate')
    if (!certificate) return
    await page.goto(certificate.path)
    await expect(page.getByRole('heading', { level: 1, name: certificate.title, exact: true })).toBeVisible()
    await expect(page.getByText(words.certificate.issuedBy(certificate.issuedBy))).toBeVisible()
    const image = page.getByRole('main').getByRole('img').first()
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(600)
    await expect(page.getByRole('link', { name: words.certificate.backToCertifications, exact: true })).toHaveAttribute('href', '/#certifications')
  })

  test('ids are exact: a different case is unknown', async ({ page }) => {
    const other = CONTENT.certificates.map((entry) => swapCase(entry.id)).find((id) => !CONTENT.certificates.some((entry) => entry.id === id))
    test.skip(other === undefined, 'no certificate id of the content has letters')
    await page.goto(`/certificate/${encodeURIComponent(other ?? '')}`)
    await expect(page.getByRole('heading', { name: words.certificate.notFound, exact: true })).toBeVisible()
  })

  test('shows its not-found view, whose link leads back to the certifications', async ({ page }) => {
    test.skip(CONTENT.certificates.length === 0, 'no certificate: the home page has no Certifications section')
    await page.goto(CONTENT.notFound.certificate)
    await expect(page.getByRole('heading', { name: words.certificate.notFound, exact: true })).toBeVisible()
    await page.getByRole('link', { name: words.certificate.backToCertifications, exact: true }).click()
    await expect(page).toHaveURL('/#certifications')
    await expect(page.getByRole('heading', { level: 2, name: sections.certifications })).toBeInViewport()
  })

  test('shows its not-found view, whose link leads home where there are no certifications', async ({ page }) => {
    test.skip(CONTENT.certificates.length > 0, 'the home page has a Certifications section to go back to')
    await page.goto(CONTENT.notFound.certificate)
    await expect(page.getByRole('heading', { name: words.certificate.notFound, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: words.certificate.backToCertifications, exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: words.certificate.goHome, exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  })
})

test.describe('unknown paths', () => {
  for (const path of ['/nope', '/project', '/project/1/x', '/experience/1/extra/segments', '/certificate/', '/about']) {
    test(`${path} redirects home`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
    })
  }
})
