import { expect, test } from './fixtures'

const ARTICLES = [
  'Six weeks of the Generative AI Bootcamp',
  'Twenty-four hours, one idea, zero sleep',
  'Runner-up at the legal-tech hackathon',
  'Teaching sixty first-years to prompt',
]

test('the list of articles names every one in the order My Journey tells them, and opens each', async ({ page }) => {
  await page.goto('/experience')
  await expect(page).toHaveTitle(/^My Journey · /)
  const list = page.getByRole('main').getByRole('list')
  await expect(list.getByRole('listitem')).toHaveCount(ARTICLES.length)
  await expect(list.getByRole('link')).toHaveText(ARTICLES)
  await expect(list.getByRole('listitem').first()).toContainText('March 2025')
  await expect(list.getByRole('listitem').first()).toContainText('Bootcamp')

  await list.getByRole('link', { name: ARTICLES[2] }).click()
  await expect(page).toHaveURL(/\/experience\/3$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[2] ?? '')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Journey')

  await page.getByRole('link', { name: 'Back to My Journey' }).click()
  await expect(page).toHaveURL(/\/#experiences$/)
  await expect(page.getByRole('region', { name: 'My Journey' })).toBeInViewport()
})

test('with every article on the home page, it links to no list of them', async ({ page }) => {
  await page.goto('/#experiences')
  const journey = page.getByRole('region', { name: 'My Journey' })
  await expect(journey.getByRole('heading', { level: 3 })).toHaveText(ARTICLES)
  await expect(journey.getByRole('link', { name: /^All \d+ articles/ })).toHaveCount(0)
})
