import { useSyncExternalStore } from 'react'
import { useMotionStore } from '../motion/motionStore'

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  const unsubscribe = useMotionStore.subscribe(onChange)
  return () => {
    document.removeEventListener('visibilitychange', onChange)
    unsubscribe()
  }
}

const running = () => !document.hidden && !useMotionStore.getState().paused

/** Whether the rain may move: the tab is visible and the visitor has not paused motion. */
export function useRunning(): boolean {
  return useSyncExternalStore(subscribe, running, () => false)
}
