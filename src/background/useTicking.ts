import { useEffect } from 'react'
import { useMotionStore } from '../motion/motionStore'
import { createTicker } from './ticker'
import type { WakeScheduler } from './ticker'
import { tickStore } from './tickStore'

/**
 * A timer for each tick, not animation frames: the rain draws per tick (in its worker, or on the 2D
 * canvas), so the page's main thread is woken 30 times a second instead of asked for 60 frames.
 */
const tickTimers: WakeScheduler = {
  request: (callback, dueInMs) => window.setTimeout(() => callback(performance.now()), dueInMs),
  cancel: (handle) => window.clearTimeout(handle),
}

/** Counts ticks while `enabled`, the tab is visible and the visitor has not paused motion. */
export function useTicking(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const ticker = createTicker(tickStore, tickTimers)
    const update = () => {
      if (document.hidden || useMotionStore.getState().paused) ticker.halt()
      else ticker.run()
    }
    update()
    document.addEventListener('visibilitychange', update)
    const unsubscribe = useMotionStore.subscribe(update)
    return () => {
      document.removeEventListener('visibilitychange', update)
      unsubscribe()
      ticker.halt()
    }
  }, [enabled])
}
