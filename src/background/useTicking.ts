import { useEffect } from 'react'
import { useMotionStore } from '../motion/motionStore'
import { createTicker } from './ticker'
import { tickStore } from './tickStore'

const animationFrames = {
  request: (callback: (time: number) => void) => requestAnimationFrame(callback),
  cancel: (handle: number) => cancelAnimationFrame(handle),
}

/** Counts ticks while `enabled`, the tab is visible and the visitor has not paused motion. */
export function useTicking(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const ticker = createTicker(tickStore, animationFrames)
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
