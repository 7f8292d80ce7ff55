import { useEffect } from 'react'
import { loadMotion } from './gsap'
import type { Motion } from './gsap'
import { whenPageIdle } from './pageIdle'
import { prefersReducedMotion } from './reducedMotion'

/** Spec: layout animations last 0.45 s by default. */
export const REVEAL_DURATION = 0.45

/** Sections already shown in this visit: they never animate again. */
const revealed = new Set<string>()

/** Marks the document so CSS may hide sections still waiting for their reveal. */
const READY_CLASS = 'reveal-ready'

export function isRevealed(id: string): boolean {
  return revealed.has(id)
}

function inView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  return top < window.innerHeight && bottom > 0
}

function markRevealed(element: HTMLElement) {
  revealed.add(element.id)
  element.dataset.revealed = ''
}

/** What makes a hidden section come into view: the page scrolling (any way) or the viewport growing. */
const VIEW_CHANGES = ['scroll', 'resize'] as const

/**
 * ScrollTrigger keeps a frame loop and a 250 ms timer running while it is enabled, even on a page
 * nobody scrolls (`loadMotion` disables it once registered). It is enabled at the first scroll or
 * resize after a section was hidden, and disabled once every section has been revealed, so an idle
 * page asks for no frames before the visitor scrolls and after the last reveal. It is switched on
 * and off once per visit at most: each `enable()` leaves a little behind (a node, a listener).
 */
let scrollTriggerOn = false

function runScrollTrigger({ ScrollTrigger }: Motion, run: boolean) {
  if (run === scrollTriggerOn) return
  scrollTriggerOn = run
  if (run) ScrollTrigger.enable()
  else ScrollTrigger.disable()
}

function revealAnimated({ gsap }: Motion, section: HTMLElement) {
  gsap.fromTo(
    section,
    { opacity: 0, y: 32 },
    {
      opacity: 1,
      y: 0,
      duration: REVEAL_DURATION,
      ease: 'power2.out',
      onComplete: () => {
        markRevealed(section)
        gsap.set(section, { clearProps: 'all' })
      },
    },
  )
}

/**
 * Hides each section not yet seen, and animates it in when it first scrolls into view; returns a
 * disarm. Hiding needs no GSAP; GSAP is asked for at the first scroll or resize (what can bring a
 * hidden section into view), so a page nobody scrolls never evaluates it. If it cannot be loaded,
 * every section shows.
 */
function armReveals(): () => void {
  const hidden: HTMLElement[] = []
  for (const section of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (revealed.has(section.id) || inView(section)) markRevealed(section)
    else hidden.push(section)
  }
  if (hidden.length === 0) return () => undefined

  const triggers: ScrollTrigger[] = []
  let disarmed = false
  let waiting = hidden.length
  const watch = (motion: Motion) => {
    runScrollTrigger(motion, true)
    for (const section of hidden) {
      triggers.push(
        motion.ScrollTrigger.create({
          trigger: section,
          start: 'top 85%',
          once: true,
          onEnter: () => {
            revealAnimated(motion, section)
            // Switched off once ScrollTrigger has finished with this trigger (it kills itself after this call).
            if (--waiting === 0) queueMicrotask(() => runScrollTrigger(motion, false))
          },
        }),
      )
    }
  }
  const onViewChange = () => {
    stopListening()
    loadMotion().then((motion) => {
      if (!disarmed) watch(motion)
    }, disarm)
  }
  const stopListening = () => VIEW_CHANGES.forEach((type) => window.removeEventListener(type, onViewChange))
  const disarm = () => {
    disarmed = true
    stopListening()
    triggers.forEach((trigger) => trigger.kill())
    document.documentElement.classList.remove(READY_CLASS)
  }
  VIEW_CHANGES.forEach((type) => window.addEventListener(type, onViewChange, { passive: true }))
  document.documentElement.classList.add(READY_CLASS)
  return disarm
}

/**
 * Animates each `[data-reveal]` section in once, the first time it scrolls into view (GSAP
 * ScrollTrigger, `once`). Sections already in view, already revealed, or any section for visitors
 * who ask for reduced motion, simply show. The others are hidden once the page is idle, and GSAP is
 * asked for when the page first scrolls or resizes (or a navigation glides, `useScrollOnNavigate`).
 */
export function useRevealOnce() {
  useEffect(() => {
    if (prefersReducedMotion()) return
    let disarm: (() => void) | undefined
    const stopWaiting = whenPageIdle(() => {
      disarm = armReveals()
    })
    return () => {
      stopWaiting()
      disarm?.()
    }
  }, [])
}
