import { words } from '../../src/content/words'
import { expect, test } from './fixtures'
import { CONTENT, DETAIL_PAGE, HOME_ARTICLES, HOME_SECTIONS, MIDDLE_NAV_ITEM } from './knownRoutes'

const HEADINGS = new Map<string, string>(HOME_SECTIONS)
/** Each link of the top bar: its name, the section it leads to and that section's heading. */
const NAV = CONTENT.navigation.map(({ name, sectionId }) => [name, sectionId, HEADINGS.get(sectionId) ?? ''] as const)
const MIDDLE = NAV.find(([, sectionId]) => sectionId === MIDDLE_NAV_ITEM?.sectionId)
const latest = HOME_ARTICLES.at(-1)

test('the top bar holds the brand and the section links in order', async ({ page }) => {
  await page.goto(DETAIL_PAGE)
  const nav = page.getByRole('navigation', { name: words.site.sections, exact: true })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(NAV.length)
  for (const [index, [name, id]] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name)
    await expect(links.nth(index)).toHaveAttribute('href', `/#${id}`)
  }
  await page.getByRole('banner').getByRole('link', { name: words.site.home(CONTENT.ownerName), exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
})

for (const [name, id, heading] of NAV) {
  test(`${name} in the top bar of a detail page lands on #${id}`, async ({ page }) => {
    await page.goto(DETAIL_PAGE)
    await page.getByRole('navigation', { name: words.site.sections, exact: true }).getByRole('link', { name }).click()
    await expect(page).toHaveURL(`/#${id}`)
    const target = page.getByRole('heading', { level: 2, name: heading })
    await expect(target).toBeInViewport()
    // Clear of the fixed bar: the section starts below it.
    const barBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
    await expect.poll(async () => (await page.locator(`#${id}`).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(barBottom)
  })
}

test('a section link clicked twice scrolls back to its section', async ({ page }) => {
  test.skip(!MIDDLE, 'the top bar has no section link')
  const [name = '', , heading = ''] = MIDDLE ?? []
  await page.goto('/')
  const link = page.getByRole('navigation', { name: words.site.sections, exact: true }).getByRole('link', { name, exact: true })
  const section = page.getByRole('heading', { level: 2, name: heading })
  await link.click()
  await expect(section).toBeInViewport()
  // Wheel up until the section is out of view (the top of the page shows the intro; a short page
  // may show its last sections together): on a loaded machine the glide may still be bringing it back.
  await expect(async () => {
    await page.mouse.wheel(0, -3000)
    await expect(section).not.toBeInViewport({ timeout: 1000 })
  }).toPass()
  const historyLength = await page.evaluate(() => history.length)
  await link.click()
  await expect(section).toBeInViewport()
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('opening a detail page starts at its top, and back returns to the section', async ({ page }) => {
  test.skip(!latest, 'the content has no article')
  await page.goto('/#experiences')
  await expect(page.getByRole('heading', { level: 2, name: words.home.sections.experiences, exact: true })).toBeInViewport()
  await page.getByRole('link', { name: latest?.title, exact: true }).click()
  await expect(page).toHaveURL(latest?.path ?? '')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL('/#experiences')
  await expect(page.getByRole('heading', { level: 2, name: words.home.sections.experiences, exact: true })).toBeInViewport()
})

test('a first load with a hash lands on that section', async ({ page }) => {
  await page.goto('/#contact')
  await expect(page.getByRole('heading', { level: 2, name: words.home.sections.contact, exact: true })).toBeInViewport()
})
