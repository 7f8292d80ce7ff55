import { loadedMotion, loadMotion } from './gsap'
import { prefersReducedMotion } from './reducedMotion'

/** Length of a smooth scroll, in seconds. */
const SCROLL_DURATION = 0.8

function scrollSmoothly(y: number | Element, offsetY: number) {
  void loadMotion().then(({ gsap }) => {
    gsap.to(window, {
      duration: SCROLL_DURATION,
      ease: 'power2.inOut',
      overwrite: true,
      scrollTo: { y, offsetY, autoKill: true },
    })
  })
}

/** The page's CSS scroll-padding: the room the fixed top bar takes, kept in one place (global.css). */
function barOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
}

/**
 * Brings a home section under the fixed top bar: smoothly (GSAP), or at once for visitors who ask
 * for reduced motion. Returns false when there is no such section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  if (prefersReducedMotion()) target.scrollIntoView({ block: 'start' })
  else scrollSmoothly(target, barOffset())
  return true
}

/** Smoothly to the top of the page (at once with reduced motion). */
export function scrollToTop() {
  if (prefersReducedMotion()) jumpToTop()
  else scrollSmoothly(0, 0)
}

/** At once to the top, as a new screen starts, stopping any smooth scroll under way. */
export function jumpToTop() {
  loadedMotion()?.gsap.killTweensOf(window)
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}
