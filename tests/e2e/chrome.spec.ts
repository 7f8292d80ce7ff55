import type { Page } from '@playwright/test'
import { words } from '../../src/content/words'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { appStarted } from './appStarted'
import { expect, test } from './fixtures'
import { CONTENT, DETAIL_PAGE, MIDDLE_NAV_ITEM as middleItem } from './knownRoutes'

const [firstItem, secondItem] = CONTENT.navigation

/** A name that is exactly one of `phrases`. */
const oneOf = (...phrases: string[]) => new RegExp(`^(?:${phrases.map(escapeRegExp).join('|')})$`)

/** The link of a detail page back to where it is listed, whichever kind of page it is. */
const BACK_LINK = oneOf(words.project.backToProjects, words.journey.backToJourney, words.journey.backToHome, words.certificate.backToCertifications)
/** The motion control, whether motion plays or is paused. */
const MOTION_CONTROL = oneOf(words.site.pauseMotion, words.site.resumeMotion)

test.describe('custom cursor', () => {
  test('is a 28 px ring that follows the pointer, ignores clicks and is hidden from assistive technology', async ({ page }) => {
    await page.goto(DETAIL_PAGE)
    const cursor = page.getByTestId('cursor')
    await expect(cursor).toHaveAttribute('aria-hidden', 'true')
    expect(await cursor.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
    await page.mouse.move(400, 500)
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBe(28)
    await expect.poll(async () => cursor.boundingBox()).toMatchObject({ x: 386, y: 486, height: 28 })
    await page.mouse.move(700, 600)
    await expect.poll(async () => cursor.boundingBox()).toMatchObject({ x: 686, y: 586 })
  })

  test('enlarges over links, buttons and anything with a pointer cursor', async ({ page }) => {
    await page.goto(DETAIL_PAGE)
    const cursor = page.getByTestId('cursor')
    await page.getByRole('heading', { level: 1 }).hover()
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBe(28)
    await page.getByRole('link', { name: BACK_LINK }).hover()
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBeGreaterThan(28)
    await page.getByRole('heading', { level: 1 }).hover()
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBe(28)
    await page.getByRole('button', { name: MOTION_CONTROL }).hover()
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBeGreaterThan(28)
    await page.getByRole('heading', { level: 1 }).evaluate((el) => (el.style.cursor = 'pointer'))
    await page.mouse.move(0, 0)
    await page.getByRole('heading', { level: 1 }).hover()
    await expect.poll(async () => (await cursor.boundingBox())?.width).toBeGreaterThan(28)
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

    test('is absent', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: words.home.heading, exact: true })).toBeVisible()
      await page.getByRole('button', { name: words.home.exploreMore, exact: true }).tap()
      await expect(page.getByTestId('cursor')).toHaveCount(0)
    })
  })
})

test.describe('intro overlay', () => {
  const overlayAnimation = (page: Page, at: number) =>
    page.locator('.intro-overlay').evaluate((el, time) => {
      const [animation] = el.getAnimations()
      if (!animation) return null
      animation.pause()
      animation.currentTime = time
      const style = getComputedStyle(el)
      return { opacity: Number(style.opacity), visibility: style.visibility }
    }, at)

  test('is black over the whole first paint, holds 300 ms, fades, then is hidden', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<div class="intro-overlay"[^>]*><\/div>/)
    await page.goto('/')
    const overlay = page.locator('.intro-overlay')
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)')
    expect(await overlayAnimation(page, 0)).toEqual({ opacity: 1, visibility: 'visible' })
    expect(await overlayAnimation(page, 299)).toEqual({ opacity: 1, visibility: 'visible' })
    const fading = await overlayAnimation(page, 500)
    expect(fading?.opacity).toBeGreaterThan(0)
    expect(fading?.opacity).toBeLessThan(1)
    expect(await overlayAnimation(page, 2000)).toEqual({ opacity: 0, visibility: 'hidden' })
  })

  test('never takes a click, even while it shows', async ({ page }) => {
    await page.goto('/')
    // Explore More's glide is the app's: it arrives after the page's load.
    await appStarted(page)
    await page.locator('.intro-overlay').evaluate((el) =>
      el.getAnimations().forEach((animation) => {
        animation.pause()
        animation.currentTime = 0
      }),
    )
    await expect(page.locator('.intro-overlay')).toBeVisible()
    await page.getByRole('button', { name: words.home.exploreMore, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: words.home.sections.about, exact: true })).toBeInViewport()
  })

  test('is gone by itself after load', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.intro-overlay')).toBeHidden()
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('still goes away', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('.intro-overlay')).toBeHidden()
    })
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('simply disappears after 300 ms, without fading', async ({ page }) => {
      await page.goto('/')
      expect(await overlayAnimation(page, 299)).toEqual({ opacity: 1, visibility: 'visible' })
      expect(await overlayAnimation(page, 301)).toMatchObject({ visibility: 'hidden' })
    })
  })
})

test.describe('top bar', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: words.site.sections, exact: true })

  test('each icon link shows its name on hover', async ({ page }) => {
    const name = middleItem?.name ?? ''
    test.skip(!middleItem, 'the top bar has no section link')
    await page.goto(DETAIL_PAGE)
    const link = nav(page).getByRole('link', { name, exact: true })
    await expect(link.getByText(name)).not.toBeVisible()
    await link.hover()
    await expect(link.getByText(name)).toBeVisible()
  })

  test('each icon link shows its name on keyboard focus', async ({ page }) => {
    test.skip(!firstItem || !secondItem, 'the top bar has fewer than two section links')
    const [first = '', second = ''] = [firstItem?.name, secondItem?.name]
    await page.goto(DETAIL_PAGE)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: words.site.skipToContent, exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('banner').getByRole('link', { name: words.site.home(CONTENT.ownerName), exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    const link = nav(page).getByRole('link', { name: first, exact: true })
    await expect(link).toBeFocused()
    await expect(link.getByText(first)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link', { name: second, exact: true }).getByText(second)).toBeVisible()
    await expect(link.getByText(first)).not.toBeVisible()
  })

  test('marks the link of the section in view', async ({ page }) => {
    test.skip(!firstItem || middleItem === firstItem, 'the top bar has fewer than two section links')
    const [first = '', middle = ''] = [firstItem?.name, middleItem?.name]
    await page.goto(`/#${middleItem?.sectionId}`)
    await expect(nav(page).getByRole('link', { name: middle, exact: true })).toHaveAttribute('aria-current', 'location')
    await expect(nav(page).locator('[aria-current]')).toHaveCount(1)
    await nav(page).getByRole('link', { name: first, exact: true }).click()
    await expect(nav(page).getByRole('link', { name: first, exact: true })).toHaveAttribute('aria-current', 'location')
    await expect(nav(page).getByRole('link', { name: middle, exact: true })).not.toHaveAttribute('aria-current')
  })

  test('marks nothing on a detail page', async ({ page }) => {
    await page.goto(DETAIL_PAGE)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(nav(page).locator('[aria-current]')).toHaveCount(0)
  })
})
