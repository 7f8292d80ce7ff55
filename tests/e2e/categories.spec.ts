import { expect, test } from './fixtures'
import { CONTENT, titleOf } from './knownRoutes'

/*
 * Every category an article has is a page of its own, listing just that category's articles, and
 * every category the list of articles, an article or a home card shows links to it.
 */

const CATEGORIES = CONTENT.categories
const titleOfArticle = new Map(CONTENT.journey.map((article) => [article.id, article.title]))
const titlesIn = (category: (typeof CATEGORIES)[number]) => category.articles.map((id) => titleOfArticle.get(id))
/** The links of a list of articles that are their titles, not their categories ("Category: Talk"). */
const TITLE_LINK = { name: /^(?!Category: )/ } as const

test.describe('without JavaScript, as the pages are served', () => {
  test.use({ javaScriptEnabled: false })

  test('each category’s page lists exactly its articles, in the list’s order, under its own title', async ({ page }) => {
    test.skip(CATEGORIES.length === 0, 'the content has no article')
    for (const category of CATEGORIES) {
      await page.goto(category.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
      await expect(page).toHaveTitle(titleOf(`${category.name} · My Journey`))
      await expect(page.getByRole('main').getByRole('list').getByRole('link', TITLE_LINK)).toHaveText(titlesIn(category) as string[])
      // Every line is of this category: none names it again.
      await expect(page.getByRole('main').getByRole('link', { name: /^Category: / })).toHaveCount(0)
    }
  })
})

test('a category of the list of articles leads to its page, and back to the list', async ({ page }) => {
  const [first] = CONTENT.journey
  const category = CATEGORIES.find((each) => first && each.articles.includes(first.id))
  test.skip(!first || !category, 'the content has no article')
  if (!first || !category) return
  await page.goto('/experience')
  await page.getByRole('main').getByRole('link', { name: `Category: ${first.category}`, exact: true }).first().click()
  await expect(page).toHaveURL(category.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
  await expect(page.getByRole('main').getByRole('list').getByRole('link', TITLE_LINK)).toHaveText(titlesIn(category) as string[])
  await page.getByRole('link', { name: 'Every article' }).click()
  await expect(page).toHaveURL('/experience')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Journey')
})

test('a home card’s category leads to the page of its category, not to its article', async ({ page }) => {
  test.skip(CATEGORIES.length === 0, 'the content has no article')
  await page.goto('/#experiences')
  const link = page.getByRole('region', { name: 'My Journey' }).getByRole('link', { name: /^Category: / }).first()
  const name = ((await link.textContent()) ?? '').replace(/^Category:\s*/, '')
  const category = CATEGORIES.find((each) => each.name === name)
  expect(category, `a category named ${name}`).toBeDefined()
  // A real click where the pill is drawn: the card's own link, which covers the card, must not take it.
  await link.click()
  await expect(page).toHaveURL(category?.path ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('an article’s category leads to the page of its category', async ({ page }) => {
  const article = CONTENT.journey.at(-1)
  const category = CATEGORIES.find((each) => article && each.articles.includes(article.id))
  test.skip(!article || !category, 'the content has no article')
  if (!article || !category) return
  await page.goto(article.path)
  await page.getByRole('main').getByRole('link', { name: `Category: ${article.category}`, exact: true }).click()
  await expect(page).toHaveURL(category.path)
  await expect(page).toHaveTitle(titleOf(`${category.name} · My Journey`))
  await expect(page.getByRole('main').getByRole('link', { name: article.title, exact: true })).toBeVisible()
})

test('a category no article has shows its not-found view, which leads to every article', async ({ page }) => {
  const names = new Set(CATEGORIES.map((category) => category.path))
  let path = '/experience/category/nope'
  for (let n = 1; names.has(path); n++) path = `/experience/category/nope-${n}`
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found.')
  await expect(page).toHaveTitle('Category not found.')
  await page.getByRole('link', { name: 'Every article' }).click()
  await expect(page).toHaveURL('/experience')
})
