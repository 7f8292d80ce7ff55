import { words } from '../../src/content/words'
import { RELATED } from '../../src/lib/neighbours'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { expect, test } from './fixtures'
import { CONTENT } from './knownRoutes'

const ARTICLES = CONTENT.journey
const LAST = ARTICLES.length - 1
const NAV = { name: words.journey.neighbours, exact: true } as const
const { previous, next } = words.journey
/** A neighbour's link, named by what it shows: "Previous: <title>". */
const neighbour = (side: string, title: string) => `${side}: ${title}`

test.describe('an article’s neighbours', () => {
  test('the first article has a Next and no Previous, and Next leads to the next article', async ({ page }) => {
    const [first, second] = ARTICLES
    test.skip(!first || !second, 'the content has fewer than two articles')
    if (!first || !second) return
    await page.goto(first.path)
    const nav = page.getByRole('navigation', NAV)
    await expect(nav.getByRole('link')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(previous)}`) })).toHaveCount(0)
    await nav.getByRole('link', { name: neighbour(next, second.title), exact: true }).click()
    await expect(page).toHaveURL(second.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title)
  })

  test('a middle article links to the one before and the one after', async ({ page }) => {
    test.skip(ARTICLES.length < 3, 'the content has fewer than three articles')
    const middle = Math.floor(ARTICLES.length / 2)
    const [before, article, after] = [ARTICLES[middle - 1], ARTICLES[middle], ARTICLES[middle + 1]]
    if (!before || !article || !after) return
    await page.goto(article.path)
    const nav = page.getByRole('navigation', NAV)
    await expect(nav.getByRole('link')).toHaveCount(2)
    await expect(nav.getByRole('link').first()).toHaveAccessibleName(neighbour(previous, before.title))
    await expect(nav.getByRole('link').last()).toHaveAccessibleName(neighbour(next, after.title))
    await nav.getByRole('link', { name: neighbour(previous, before.title), exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.title)
  })

  test('the last article has a Previous and no Next', async ({ page }) => {
    const [last, before] = [ARTICLES[LAST], ARTICLES[LAST - 1]]
    test.skip(!last || !before, 'the content has fewer than two articles')
    if (!last || !before) return
    await page.goto(last.path)
    const nav = page.getByRole('navigation', NAV)
    await expect(nav.getByRole('link')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: neighbour(previous, before.title), exact: true })).toHaveAttribute('href', before.path)
  })

  test('an article alone has no neighbour and nothing related', async ({ page }) => {
    const [only] = ARTICLES
    test.skip(ARTICLES.length !== 1 || !only, 'the content has more than one article, or none')
    if (!only) return
    await page.goto(only.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(only.title)
    await expect(page.getByRole('navigation', NAV)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: words.journey.related, exact: true })).toHaveCount(0)
  })

  test('each article shows its reading time and its related articles, never itself', async ({ page }) => {
    test.skip(ARTICLES.length === 0, 'the content has no article')
    for (const article of ARTICLES.slice(0, 3)) {
      await page.goto(article.path)
      await expect(page.getByText(`${words.journey.publishedOn(article.date)} · ${words.journey.readingTime(article.minutes)}`)).toBeVisible()
      const related = page.getByRole('region', { name: words.journey.related, exact: true }).getByRole('link')
      await expect(related).toHaveCount(Math.min(RELATED, ARTICLES.length - 1))
      const others = ARTICLES.filter((other) => other !== article).map((other) => other.title)
      for (const title of await related.allTextContents()) expect(others).toContain(title)
    }
  })
})
