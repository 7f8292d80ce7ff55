import { words } from '../../src/content/words'
import { paths } from '../../src/lib/paths'
import { HOME_JOURNEY_CARDS } from '../../src/lib/routeData'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { expect, test } from './fixtures'
import { CONTENT, titleOf } from './knownRoutes'

const TITLES = CONTENT.journey.map((entry) => entry.title)
/** The links of the list that are articles' titles, not their categories ("Category: Talk"). */
const TITLE_LINK = { name: new RegExp(`^(?!${escapeRegExp(words.journey.category)}\\s)`) } as const
/** The heading an article's year is listed under, `words.journey.undated` without a date. */
const yearHeading = (entry: (typeof CONTENT.journey)[number]) => entry.published?.slice(0, 4) ?? words.journey.undated

test('the list of articles names every one in the order My Journey tells them, and opens each', async ({ page }) => {
  const [first] = CONTENT.journey
  const opened = CONTENT.journey[Math.floor(CONTENT.journey.length / 2)]
  test.skip(!first || !opened, 'the content has no article')
  if (!first || !opened) return
  await page.goto('/experience')
  await expect(page).toHaveTitle(titleOf(words.journey.name))
  const list = page.getByRole('main').getByRole('list')
  await expect(list.getByRole('listitem')).toHaveCount(TITLES.length)
  await expect(list.getByRole('link', TITLE_LINK)).toHaveText(TITLES)
  await expect(list.getByRole('listitem').first()).toContainText(first.date)
  await expect(list.getByRole('listitem').first()).toContainText(first.category)
  await expect(list.getByRole('listitem')).toContainText(CONTENT.journey.map((entry) => words.journey.readingTime(entry.minutes)))

  await list.getByRole('link', { name: opened.title, exact: true }).click()
  await expect(page).toHaveURL(opened.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened.title)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.journey.name)

  await page.getByRole('link', { name: words.journey.backToHome, exact: true }).click()
  await expect(page).toHaveURL(/\/#experiences$/)
  await expect(page.getByRole('region', { name: words.home.sections.experiences, exact: true })).toBeInViewport()
})

test('the list has a heading per year of the articles, in the list’s order, the undated last', async ({ page }) => {
  test.skip(TITLES.length === 0, 'the content has no article')
  const years = [...new Set(CONTENT.journey.map(yearHeading))]
  await page.goto('/experience')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(years)
  // Each year's articles are the list that follows its heading.
  for (const year of years) {
    const titles = CONTENT.journey.filter((entry) => yearHeading(entry) === year).map((entry) => entry.title)
    const heading = main.getByRole('heading', { level: 2, name: year, exact: true })
    await expect(heading.locator('xpath=following-sibling::ol[1]').getByRole('link', TITLE_LINK)).toHaveText(titles)
  }
})

test('the home page shows the latest articles, and links to the list only when some are left out', async ({ page }) => {
  test.skip(TITLES.length === 0, 'the content has no article')
  await page.goto('/#experiences')
  const journey = page.getByRole('region', { name: words.home.sections.experiences, exact: true })
  await expect(journey.getByRole('heading', { level: 3 })).toHaveText(TITLES.slice(-HOME_JOURNEY_CARDS))
  const more = journey.locator(`a[href="${paths.journeyIndex}"]`)
  if (TITLES.length > HOME_JOURNEY_CARDS) await expect(more).toHaveAccessibleName(words.home.allArticles(TITLES.length))
  else await expect(more).toHaveCount(0)
})
