import type { Locator, Page } from '@playwright/test'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'

/*
 * A screen opened inside the app moves focus to its start, the way a page load would put a screen
 * reader at the top of the new page: the h1 (or the heading of the section the link points at).
 * Screen readers announce the focused heading, which the new page title repeats; nothing else
 * speaks, so the change is announced once. The first load and moves within a screen leave focus be.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' })
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const matchesFocusVisible = (locator: Locator) => locator.evaluate((el) => el.matches(':focus-visible'))

/** Opens a page and waits until React has taken it over, so links navigate inside the app. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await appStarted(page)
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready') || !document.querySelector('[data-reveal]'))
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

test('a click that opens another screen moves focus to its h1, which names the new page, without a ring for the mouse', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'LexiJudge' }).click()
  const heading = h1(page, 'LexiJudge')
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle(/^LexiJudge · /)
  expect(await matchesFocusVisible(heading)).toBe(false)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('from the keyboard, the new h1 shows its focus ring and Tab continues from it', async ({ page }) => {
  await open(page, '/')
  // Tab from the card before it: a keyboard walk through the whole page would take a traced test
  // most of its time on a busy machine, for nothing it checks.
  await page.getByRole('link', { name: 'Twenty-four hours, one idea, zero sleep' }).focus()
  await tabTo(page, page.getByRole('link', { name: 'Runner-up at the legal-tech hackathon' }))
  await page.keyboard.press('Enter')
  const heading = h1(page, 'Runner-up at the legal-tech hackathon')
  await expect(heading).toBeFocused()
  expect(await matchesFocusVisible(heading)).toBe(true)
  await page.keyboard.press('Tab')
  // The next control after the heading in reading order: the first picture of the gallery.
  await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('link').first()).toBeFocused()
})

test('a link to a section of another screen focuses that section’s heading while the page glides there', async ({ page }) => {
  await open(page, '/experience/3')
  await tabTo(page, nav(page).getByRole('link', { name: 'Skills' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/#skills')
  const heading = page.getByRole('heading', { level: 2, name: 'Skills' })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('region', { name: 'Certifications' }).getByRole('link').first()).toBeFocused()
})

test('back and forward focus the start of the screen they return to', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('link', { name: 'Teaching sixty first-years to prompt' }).click()
  await expect(h1(page, 'Teaching sixty first-years to prompt')).toBeFocused()
  await page.goBack()
  await expect(h1(page, 'WHOAMI')).toBeFocused()
  await page.goForward()
  await expect(h1(page, 'Teaching sixty first-years to prompt')).toBeFocused()
})

test('a not-found view’s way back focuses the home page’s h1', async ({ page }) => {
  await open(page, '/project/999')
  await expect(h1(page, 'Project not found.')).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(h1(page, 'WHOAMI')).toBeFocused()
})

test('the first load leaves focus where the browser puts it', async ({ page }) => {
  await open(page, '/project/1')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})

test('a move within the same screen leaves focus on the link that made it', async ({ page }) => {
  await open(page, '/')
  const skills = nav(page).getByRole('link', { name: 'Skills' })
  await skills.click()
  await expect(page).toHaveURL('/#skills')
  await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toBeInViewport()
  await expect(skills).toBeFocused()
})
