import type { gsap as Gsap } from 'gsap'
import type { ScrollTrigger as ScrollTriggerType } from 'gsap/ScrollTrigger'

export interface Motion {
  gsap: typeof Gsap
  ScrollTrigger: typeof ScrollTriggerType
}

let loading: Promise<Motion> | undefined
let loaded: Motion | undefined

/**
 * GSAP with ScrollTrigger and ScrollToPlugin, loaded on first use as a chunk of its own so it
 * never weighs on the first paint; registered once.
 */
export function loadMotion(): Promise<Motion> {
  loading ??= Promise.all([import('gsap'), import('gsap/ScrollTrigger'), import('gsap/ScrollToPlugin')]).then(
    ([{ gsap }, { ScrollTrigger }, { ScrollToPlugin }]) => {
      gsap.registerPlugin(ScrollTrigger, ScrollToPlugin)
      // Registering enables ScrollTrigger, frame loop and all; the reveals enable it when they need it.
      ScrollTrigger.disable()
      loaded = { gsap, ScrollTrigger }
      return loaded
    },
  )
  return loading
}

/** GSAP if it has been loaded already, without loading it. */
export function loadedMotion(): Motion | undefined {
  return loaded
}
