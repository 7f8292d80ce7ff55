import { words } from '../../src/content/words'
import { textColumn, textPages } from './articleText'
import { expect, test } from './fixtures'
import { CONTENT, KNOWN_ROUTES, MIDDLE_NAV_ITEM, NOT_FOUND_HEADING } from './knownRoutes'
import { serveSiteVariant } from './siteVariant'

const [project] = CONTENT.projects
const article = CONTENT.journey.at(-1)

/** The site built with BASE_PATH=/portfolio/, as GitHub Pages serves a project site. */
serveSiteVariant({ name: 'subpath-site', port: Number(process.env.SUBPATH_PORT ?? 4176), env: { BASE_PATH: '/portfolio/' } })

test('home, its links and a detail page work under the sub-path', async ({ page }) => {
  test.skip(!project, 'the content has no project')
  if (!project) return
  await page.goto('/portfolio/')
  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
  const nav = page.getByRole('navigation', { name: words.site.sections, exact: true })
  for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/portfolio\/#/)
  }
  await page.getByRole('region', { name: words.home.sections.projects, exact: true }).getByRole('link').first().click()
  await expect(page).toHaveURL(`/portfolio${project.path}`)
  await expect(page.getByRole('heading', { level: 1, name: project.title, exact: true })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/portfolio${project.path}$`))
  await page.getByRole('link', { name: words.project.backToProjects, exact: true }).click()
  await expect(page).toHaveURL('/portfolio/#projects')
  await expect(page.getByRole('heading', { level: 2, name: words.home.sections.projects, exact: true })).toBeInViewport()
})

test('a section link clicked on its own address scrolls instead of adding history', async ({ page }) => {
  const { name = '', sectionId } = MIDDLE_NAV_ITEM ?? {}
  test.skip(!MIDDLE_NAV_ITEM, 'the top bar has no section link')
  await page.goto(`/portfolio/#${sectionId}`)
  await page.mouse.wheel(0, 3000)
  const historyLength = await page.evaluate(() => history.length)
  await page.getByRole('navigation', { name: words.site.sections, exact: true }).getByRole('link', { name, exact: true }).click()
  await expect(page.locator(`#${sectionId}`)).toBeInViewport()
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('a prerendered detail page hydrates in place, and an unknown path goes home', async ({ page }) => {
  const [path, heading] = KNOWN_ROUTES.at(-1) ?? []
  const detail = await page.goto(`/portfolio${path}`)
  expect(detail?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  const unknown = await page.goto('/portfolio/nope')
  expect(unknown?.status()).toBe(404)
  await expect(page).toHaveURL('/portfolio/')
  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
})

test('preview images, sitemap and manifest live under the sub-path', async ({ page, request }) => {
  test.skip(!article, 'the content has no article')
  if (!article) return
  await page.goto(`/portfolio${article.path}`)
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  // As an address writes it: an id that is not ASCII escaped.
  expect(new URL(image).pathname).toBe(new URL(`/portfolio/og/experience-${article.id}.png`, image).pathname)
  expect((await request.get(new URL(image).pathname)).status()).toBe(200)
  const sitemap = await (await request.get('/portfolio/sitemap.xml')).text()
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)).toContain(`/portfolio${article.path}`)
  expect(await (await request.get('/portfolio/manifest.webmanifest')).json()).toMatchObject({ start_url: '/portfolio/' })
})

test('the feed lives under the sub-path and links the articles there', async ({ page, request }) => {
  await page.goto('/portfolio/')
  const href = (await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')) ?? ''
  expect(new URL(href).pathname).toBe('/portfolio/feed.xml')
  const feed = await (await request.get('/portfolio/feed.xml')).text()
  const links = [...feed.matchAll(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map((m) => new URL(m[1] ?? '').pathname)
  // In the order of their dates, which the feed's own unit test checks.
  const [list, ...articles] = links
  expect(list).toBe('/portfolio/experience')
  expect(articles.sort()).toEqual(CONTENT.journey.map((entry) => `/portfolio${entry.path}`).sort())
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a detail page shows its content and links under the sub-path', async ({ page }) => {
    test.skip(!project, 'the content has no project')
    await page.goto(`/portfolio${project?.path}`)
    await expect(page.getByRole('heading', { level: 1, name: project?.title, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: words.project.backToProjects, exact: true })).toHaveAttribute('href', '/portfolio/#projects')
  })
})

test('a link of a text to a page of the site leads there under the sub-path', async ({ page }) => {
  const text = textPages().find((entry) => entry.links.length > 0)
  test.skip(text === undefined, 'no article or project links to a page of the site')
  const [address = '/'] = text?.links ?? []
  await page.goto(`/portfolio${text?.path}`)
  await textColumn(page).locator(`a[href="/portfolio${address}"]`).first().click()
  await expect(page).toHaveURL(`/portfolio${address}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND_HEADING)
})
