import type { Page } from '@playwright/test'
import { profile } from '../../src/content/profile'
import { expect, test } from './fixtures'

const PHRASES = profile.taglines
const TYPE_MS = 45
const HOLD_MS = 3000

const typedHeading = (page: Page) => page.getByTestId('typed-heading')
const tagline = (page: Page) => page.getByTestId('tagline')

/** The CSS animations running on the tagline and its caret: where, how often, and what they change. */
function taglineAnimations(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect
      if (!(animation instanceof CSSAnimation) || !(effect instanceof KeyframeEffect)) return []
      if (effect.target?.getAttribute('data-testid') !== 'tagline') return []
      const timing = ['offset', 'computedOffset', 'easing', 'composite']
      const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !timing.includes(key)))
      return [{ pseudoElement: effect.pseudoElement, iterations: effect.getTiming().iterations, properties: [...new Set(properties)] }]
    }),
  )
}

/** Loads home with the clock stopped, once the page is live (the motion preference is known). */
async function openHomeWithStoppedClock(page: Page) {
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(1000)
  await page.goto('/')
  await expect(page.getByRole('button', { name: /motion/ })).toBeVisible()
}

test('WHOAMI is typed at 80 ms per character, and read whole by assistive technology', async ({ page }) => {
  await openHomeWithStoppedClock(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('WHOAMI')
  const visible = () => typedHeading(page).evaluate((el) => el.textContent)
  await expect.poll(visible).toBe('')
  await page.clock.runFor(80 * 3)
  expect(await visible()).toBe('WHO')
  await page.clock.runFor(79)
  expect(await visible()).toBe('WHO')
  await page.clock.runFor(1)
  expect(await visible()).toBe('WHOA')
  await page.clock.runFor(80 * 2)
  expect(await visible()).toBe('WHOAMI')
})

test('the tagline types each phrase in order, holds it 3 s, deletes it, and loops', async ({ page }) => {
  await openHomeWithStoppedClock(page)
  await expect(tagline(page)).toHaveText('')
  // Jumps fire each due timer once, however late: the text must come from the clock, not from a
  // count of timers (and the page is spared 35 s of animation frames).
  for (const phrase of [...PHRASES, PHRASES[0] ?? '']) {
    await page.clock.fastForward(phrase.length * TYPE_MS - 1)
    await expect(tagline(page)).toHaveText(phrase.slice(0, -1))
    await page.clock.fastForward(1)
    await expect(tagline(page)).toHaveText(phrase)
    await page.clock.fastForward(HOLD_MS - 1)
    await expect(tagline(page)).toHaveText(phrase)
    await page.clock.fastForward(1)
    await expect(tagline(page)).toHaveText(phrase.slice(0, -1))
    await page.clock.fastForward((phrase.length - 1) * TYPE_MS)
    await expect(tagline(page)).toHaveText('')
  }
})

test('the caret blinks by opacity alone, which the compositor animates without the main thread', async ({ page }) => {
  await openHomeWithStoppedClock(page)
  expect(await taglineAnimations(page)).toEqual([{ pseudoElement: '::after', iterations: Infinity, properties: ['opacity'] }])
  await page.getByRole('button', { name: 'Pause motion' }).click()
  await expect.poll(() => taglineAnimations(page)).toEqual([])
})

test('assistive technology reads every phrase once, not character by character', async ({ page }) => {
  await openHomeWithStoppedClock(page)
  await page.clock.runFor(200)
  const spoken = await page.locator('p', { has: tagline(page) }).evaluate((p) =>
    Array.from(p.childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  )
  expect(spoken).toBe(PHRASES.join(', '))
})

test('the motion control stops and resumes the typewriter, and is remembered', async ({ page }) => {
  await openHomeWithStoppedClock(page)
  await expect(tagline(page)).toHaveText('')
  await page.clock.runFor(5 * TYPE_MS)
  await expect(tagline(page)).toHaveText('AI En')

  await page.getByRole('button', { name: 'Pause motion' }).click()
  await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')
  await page.clock.runFor(20_000)
  await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Resume motion' })).toBeVisible()
  await page.clock.runFor(20_000)
  await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')

  await page.getByRole('button', { name: 'Resume motion' }).click()
  await expect(page.getByRole('button', { name: 'Pause motion' })).toBeVisible()
  await page.clock.runFor(HOLD_MS)
  await expect(tagline(page)).not.toHaveText(PHRASES[0] ?? '')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('heading and tagline appear whole, and motion starts paused', async ({ page }) => {
    await openHomeWithStoppedClock(page)
    await expect(page.getByRole('button', { name: 'Resume motion' })).toBeVisible()
    await expect(typedHeading(page)).toHaveText('WHOAMI')
    await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')
    await page.clock.runFor(10_000)
    await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')
  })

  test('resumed, whole phrases replace each other without typing', async ({ page }) => {
    await openHomeWithStoppedClock(page)
    await page.getByRole('button', { name: 'Resume motion' }).click()
    await page.clock.runFor(HOLD_MS - 1)
    await expect(tagline(page)).toHaveText(PHRASES[0] ?? '')
    await page.clock.runFor(1)
    await expect(tagline(page)).toHaveText(PHRASES[1] ?? '')
  })
})
