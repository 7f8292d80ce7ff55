import type { gsap as Gsap } from 'gsap'
import type { ScrollTrigger as ScrollTriggerType } from 'gsap/ScrollTrigger'
import { nextTask } from './nextTask'

export interface Motion {
  gsap: typeof Gsap
  ScrollTrigger: typeof ScrollTriggerType
}

let loading: Promise<Motion> | undefined
let loaded: Motion | undefined

async function load(): Promise<Motion> {
  const [{ gsap }, { ScrollTrigger }, { ScrollToPlugin }] = await Promise.all([
    import('gsap'),
    import('gsap/ScrollTrigger'),
    import('gsap/ScrollToPlugin'),
  ])
  // Registering ScrollTrigger is the heavy part: a task of its own, after the modules' evaluation.
  await nextTask()
  gsap.registerPlugin(ScrollTrigger, ScrollToPlugin)
  // Registering enables ScrollTrigger, frame loop and all; the reveals enable it when they need it.
  ScrollTrigger.disable()
  // What the caller does with it (the reveals measure the sections) starts in a task of its own too.
  await nextTask()
  loaded = { gsap, ScrollTrigger }
  return loaded
}

/**
 * GSAP with ScrollTrigger and ScrollToPlugin, loaded on first use as a chunk of its own so it never
 * weighs on the first paint; registered once, in a task after the one that evaluated its modules
 * (together they would make one long task on a slow phone).
 */
export function loadMotion(): Promise<Motion> {
  loading ??= load()
  return loading
}

/** GSAP if it has been loaded already, without loading it. */
export function loadedMotion(): Motion | undefined {
  return loaded
}
