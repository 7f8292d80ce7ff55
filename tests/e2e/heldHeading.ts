import type { Page } from '@playwright/test'

/** When the intro heading starts typing (as the intro overlay starts to lift), and each character's step. */
export const HEADING_DELAY_MS = 300
export const HEADING_STEP_MS = 80

/** The intro's typed heading. */
export const typedHeading = (page: Page) => page.getByTestId('typed-heading')

/**
 * Holds the intro heading's typing (a CSS animation, on its own clock) where it starts, from the
 * first frame that has it, so that a test can stop it at any time however long the page takes to
 * load: once typed, the animation leaves the heading (Intro.module.css), and nothing is left to stop.
 */
export function holdHeadingTyping(page: Page) {
  return page.addInitScript(() => {
    const hold = () => {
      const animations = document.querySelector('[data-testid="typed-heading"]')?.getAnimations() ?? []
      for (const animation of animations) animation.pause()
      if (animations.length === 0) requestAnimationFrame(hold)
    }
    requestAnimationFrame(hold)
  })
}

/** Stops the heading's typing `ms` after it was created; a CSS animation, which the fake clock does not drive. */
export async function stopHeadingAt(page: Page, ms: number) {
  await typedHeading(page).evaluate((element, time) => {
    for (const animation of element.getAnimations()) {
      animation.pause()
      animation.currentTime = time
    }
  }, ms)
}

/**
 * How much of the intro's typed heading (`element`, else the page's) its clip hides at its left and
 * at its right, in percent: the part not typed yet. In the page, self-contained, so that an init
 * script can take it in as its source.
 */
export function headingCut(element?: Element): { left: number; right: number } {
  const heading = element ?? document.querySelector('[data-testid="typed-heading"]')
  if (!heading) throw new Error('no typed heading on the page')
  const clip = getComputedStyle(heading).clipPath
  if (clip === 'none') return { left: 0, right: 0 }
  // inset(top right bottom left), a side left out taking the one across from it.
  const [top = '0', right = top, , left = right] = clip.slice('inset('.length, -1).split(' ')
  return { left: parseFloat(left), right: parseFloat(right) }
}
