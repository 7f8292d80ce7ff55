import type { Page } from '@playwright/test'

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
