import { appStarted } from './appStarted'
import { expect, test } from './fixtures'

test.describe('home', () => {
  test('shows the intro and every section with its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'WHOAMI' })).toBeVisible()
    await expect(page.getByText('AI Enthusiast & Digital Innovator', { exact: true })).toBeVisible()
    for (const name of ['About', 'Experience', 'Skills', 'Certifications', 'Projects', 'My Journey', 'Contact']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeAttached()
    }
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual(['about', 'experience', 'skills', 'certifications', 'projects', 'experiences', 'contact'])

    const about = page.getByRole('region', { name: 'About' })
    for (const role of ['Social Media Lead', 'Campus Finance Lead', 'Campus Social Media Lead']) {
      await expect(about.getByText(role, { exact: true })).toBeAttached()
    }
    await expect(page.getByRole('region', { name: 'Experience' }).getByText('1 year', { exact: true })).toHaveCount(2)
    const skills = page.getByRole('list', { name: 'Skills' }).getByRole('listitem')
    await expect(skills).toHaveText([
      'Leadership', 'Problem Solving', 'Artificial Intelligence', 'AI Prompting',
      'Graphic Design', 'Public Speaking', 'Effective Communication',
    ])
  })

  test('links every certificate, the project and every journey entry to its page', async ({ page }) => {
    await page.goto('/')
    const links = async (region: string) =>
      page.getByRole('region', { name: region }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(await links('Certifications')).toEqual([
      '/certificate/cybersecurity', '/certificate/AI', '/certificate/YoungProfessional', '/certificate/GenAi',
    ])
    expect(await links('Projects')).toEqual(['/project/1'])
    expect(await links('My Journey')).toEqual(['/experience/1', '/experience/2', '/experience/3', '/experience/4'])
  })

  test('Explore More brings About into view', async ({ page }) => {
    await page.goto('/')
    // The glide is the app's: it arrives after the page's load.
    await appStarted(page)
    await page.getByRole('button', { name: 'Explore More' }).click()
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  })

  test('contact shows four icon links that open in a new tab without showing their address', async ({ page }) => {
    await page.goto('/')
    const contact = page.getByRole('region', { name: 'Contact' })
    const expected = [
      ['GitHub', /^https:\/\/github\.com\//],
      ['LinkedIn', /^https:\/\/www\.linkedin\.com\//],
      ['Instagram', /^https:\/\/www\.instagram\.com\//],
      ['X (Twitter)', /^https:\/\/x\.com\//],
    ] as const
    await expect(contact.getByRole('link')).toHaveCount(4)
    for (const [name, href] of expected) {
      const link = contact.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(contact).not.toContainText('http')
    await expect(contact).not.toContainText('github.com')
  })
})

test.describe('project page', () => {
  test('shows the project with its links, screenshots, stack and details', async ({ page }) => {
    await page.goto('/project/1')
    await expect(page.getByRole('heading', { level: 1, name: 'LexiJudge' })).toBeVisible()
    await expect(page.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', /^https:\/\/github\.com\//)
    await expect(page.getByRole('link', { name: /Live Demo/ })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('region', { name: 'Screenshots' }).getByRole('img')).toHaveCount(3)
    await expect(page.getByRole('list', { name: 'Tech stack' }).getByRole('listitem').first()).toHaveText('Python')
    await expect(page.getByRole('region', { name: 'Details' }).locator('p')).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/#projects')
  })

  test('shows its not-found view for an unknown id', async ({ page }) => {
    await page.goto('/project/42')
    await expect(page.getByRole('heading', { name: 'Project not found.' })).toBeVisible()
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'WHOAMI' })).toBeVisible()
  })
})

test.describe('journey article', () => {
  test('shows thumbnail, category, title, date, paragraphs, video and gallery', async ({ page }) => {
    await page.goto('/experience/1')
    const article = page.getByRole('article')
    await expect(page.getByRole('heading', { level: 1, name: 'Six weeks of the Generative AI Bootcamp' })).toBeVisible()
    await expect(article.getByText('Bootcamp', { exact: true })).toBeVisible()
    await expect(article.getByText('Published on March 2025')).toBeVisible()
    await expect(article.getByRole('img', { name: /laptop beside a small neural network/ })).toBeVisible()
    await expect(article.locator('p:below(:text("Published on"))').first()).toHaveText(/^I joined the bootcamp/)
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aircAruvnKk')
    await expect(frame).toHaveAttribute('title', /Video/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    const gallery = page.getByRole('region', { name: 'Gallery' }).getByRole('link')
    await expect(gallery).toHaveCount(3)
    for (const link of await gallery.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link.getByRole('img')).toHaveAttribute('alt', /\w/)
    }
    await expect(page.getByRole('link', { name: 'Back to My Journey' })).toHaveAttribute('href', '/#experiences')
  })

  test('splits the body into its paragraphs', async ({ page }) => {
    await page.goto('/experience/2')
    const body = page.getByRole('article').locator('p')
    await expect(body.filter({ hasText: 'Our first hackathon started' })).toHaveCount(1)
    await expect(body.filter({ hasText: 'We did not win' })).toHaveCount(1)
  })

  test('shows a spinner until the video frame has loaded', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      await held
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' })
    })
    // The held frame holds the window's load event too, so do not wait for it.
    await page.goto('/experience/1', { waitUntil: 'domcontentloaded' })
    await page.locator('iframe').scrollIntoViewIfNeeded()
    await expect(page.getByRole('status', { name: 'Loading video' })).toBeVisible()
    release()
    await expect(page.getByRole('status', { name: 'Loading video' })).toHaveCount(0)
  })

  test('shows no video for an entry without one', async ({ page }) => {
    await page.goto('/experience/2')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('shows its not-found view for an unknown id', async ({ page }) => {
    await page.goto('/experience/99')
    await expect(page.getByRole('heading', { name: 'Experience not found.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/')
  })
})

test.describe('certificate page', () => {
  test('shows a large image, the title and the issuer', async ({ page }) => {
    await page.goto('/certificate/GenAi')
    await expect(page.getByRole('heading', { level: 1, name: 'Generative AI Essentials' })).toBeVisible()
    await expect(page.getByText('Issued by Meridian IT Services')).toBeVisible()
    const image = page.getByRole('img', { name: /Generative AI Essentials/ })
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(600)
    await expect(page.getByRole('link', { name: 'Back to Certifications' })).toHaveAttribute('href', '/#certifications')
  })

  test('ids are exact: a different case is unknown', async ({ page }) => {
    await page.goto('/certificate/ai')
    await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible()
  })

  test('shows its not-found view, whose link leads back to the certifications', async ({ page }) => {
    await page.goto('/certificate/nope')
    await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Certifications' }).click()
    await expect(page).toHaveURL('/#certifications')
    await expect(page.getByRole('heading', { level: 2, name: 'Certifications' })).toBeInViewport()
  })
})

test.describe('unknown paths', () => {
  for (const path of ['/nope', '/project', '/project/1/x', '/experience/1/extra/segments', '/certificate/', '/about']) {
    test(`${path} redirects home`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1, name: 'WHOAMI' })).toBeVisible()
    })
  }
})
