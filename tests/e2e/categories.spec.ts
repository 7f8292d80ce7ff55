import { profile } from '../../src/content/profile'
import { words } from '../../src/content/words'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { expect, test } from './fixtures'
import { CONTENT, titleOf } from './knownRoutes'

/*
 * Every category an article has is a page of its own, listing just that category's articles, and
 * every category the list of articles, an article or a home card shows links to it.
 */

const CATEGORIES = CONTENT.categories
const titleOfArticle = new Map(CONTENT.journey.map((article) => [article.id, article.title]))
const titlesIn = (category: (typeof CATEGORIES)[number]) => category.articles.map((id) => titleOfArticle.get(id))
/** A category's link, named "Category: Talk": the word heard before its name. */
const categoryLink = (name: string) => `${words.journey.category} ${name}`
const CATEGORY_WORD = escapeRegExp(words.journey.category)
/** The start of every category link's name. */
const CATEGORY_LINK = new RegExp(`^${CATEGORY_WORD}\\s`)
/** The links of a list of articles that are their titles, not their categories. */
const TITLE_LINK = { name: new RegExp(`^(?!${CATEGORY_WORD}\\s)`) } as const
/** A category's title: its name, then the journal's. */
const categoryTitle = (name: string) => titleOf(`${name} · ${words.journey.name}`)

test.describe('without JavaScript, as the pages are served', () => {
  test.use({ javaScriptEnabled: false })

  test('each category’s page lists exactly its articles, in the list’s order, under its own title', async ({ page }) => {
    test.skip(CATEGORIES.length === 0, 'the content has no article')
    for (const category of CATEGORIES) {
      await page.goto(category.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
      await expect(page).toHaveTitle(categoryTitle(category.name))
      await expect(page.getByRole('main').getByRole('list').getByRole('link', TITLE_LINK)).toHaveText(titlesIn(category) as string[])
      // Every line is of this category: none names it again.
      await expect(page.getByRole('main').getByRole('link', { name: CATEGORY_LINK })).toHaveCount(0)
    }
  })
})

test('a category of the list of articles leads to its page, and back to the list', async ({ page }) => {
  const [first] = CONTENT.journey
  const category = CATEGORIES.find((each) => first && each.articles.includes(first.id))
  test.skip(!first || !category, 'the content has no article')
  if (!first || !category) return
  await page.goto('/experience')
  await page.getByRole('main').getByRole('link', { name: categoryLink(first.category), exact: true }).first().click()
  await expect(page).toHaveURL(category.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
  await expect(page.getByRole('main').getByRole('list').getByRole('link', TITLE_LINK)).toHaveText(titlesIn(category) as string[])
  await page.getByRole('link', { name: words.journey.everyArticle, exact: true }).click()
  await expect(page).toHaveURL('/experience')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.journey.name)
})

test('a home card’s category leads to the page of its category, not to its article', async ({ page }) => {
  test.skip(CATEGORIES.length === 0, 'the content has no article')
  await page.goto('/#experiences')
  const link = page.getByRole('region', { name: words.home.sections.experiences, exact: true }).getByRole('link', { name: CATEGORY_LINK }).first()
  const name = ((await link.textContent()) ?? '').replace(CATEGORY_LINK, '').trim()
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
  await page.getByRole('main').getByRole('link', { name: categoryLink(article.category), exact: true }).click()
  await expect(page).toHaveURL(category.path)
  await expect(page).toHaveTitle(categoryTitle(category.name))
  await expect(page.getByRole('main').getByRole('link', { name: article.title, exact: true })).toBeVisible()
})

test('a category no article has shows its not-found view, which leads to every article', async ({ page }) => {
  const names = new Set(CATEGORIES.map((category) => category.path))
  let path = '/experience/category/nope'
  for (let n = 1; names.has(path); n++) path = `/experience/category/nope-${n}`
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.journey.categoryNotFound)
  await expect(page).toHaveTitle(`${words.journey.categoryNotFound} · ${profile.name}`)
  await page.getByRole('link', { name: words.journey.everyArticle, exact: true }).click()
  await expect(page).toHaveURL('/experience')
})
