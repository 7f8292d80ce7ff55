import { expect, test } from './fixtures'

const NAV = [
  ['About', 'about', 'About'],
  ['Experience', 'experience', 'Experience'],
  ['Skills', 'skills', 'Skills'],
  ['Certifications', 'certifications', 'Certifications'],
  ['Projects', 'projects', 'Projects'],
  ['Journey', 'experiences', 'My Journey'],
  ['Contact', 'contact', 'Contact'],
] as const

test('the top bar holds the brand and the seven section links in order', async ({ page }) => {
  await page.goto('/project/1')
  const nav = page.getByRole('navigation', { name: 'Sections' })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(7)
  for (const [index, [name, id]] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name)
    await expect(links.nth(index)).toHaveAttribute('href', `/#${id}`)
  }
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'WHOAMI' })).toBeVisible()
})

for (const [name, id, heading] of NAV) {
  test(`${name} in the top bar of a detail page lands on #${id}`, async ({ page }) => {
    await page.goto('/experience/3')
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
    await expect(page).toHaveURL(`/#${id}`)
    const target = page.getByRole('heading', { level: 2, name: heading })
    await expect(target).toBeInViewport()
    // Clear of the fixed bar: the section starts below it.
    const barBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
    await expect.poll(async () => (await page.locator(`#${id}`).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(barBottom)
  })
}

test('a section link clicked twice scrolls back to its section', async ({ page }) => {
  await page.goto('/')
  const skills = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Skills' })
  await skills.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toBeInViewport()
  // Wheel until Skills is out of view: on a loaded machine the glide may still be bringing it back.
  await expect(async () => {
    await page.mouse.wheel(0, 3000)
    await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).not.toBeInViewport({ timeout: 1000 })
  }).toPass()
  const historyLength = await page.evaluate(() => history.length)
  await skills.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toBeInViewport()
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('opening a detail page starts at its top, and back returns to the section', async ({ page }) => {
  await page.goto('/#experiences')
  await expect(page.getByRole('heading', { level: 2, name: 'My Journey' })).toBeInViewport()
  await page.getByRole('link', { name: 'Runner-up at the legal-tech hackathon' }).click()
  await expect(page).toHaveURL('/experience/3')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL('/#experiences')
  await expect(page.getByRole('heading', { level: 2, name: 'My Journey' })).toBeInViewport()
})

test('a first load with a hash lands on that section', async ({ page }) => {
  await page.goto('/#contact')
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeInViewport()
})
