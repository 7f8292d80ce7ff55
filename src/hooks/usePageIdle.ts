import { startTransition, useEffect, useState } from 'react'
import { rainStarted } from '../background/rainStarted'
import { whenPageIdle } from '../motion/pageIdle'

/**
 * False until the page has loaded, the rain has started (src/background/rainStarted.ts: its worker,
 * started in the first idle period, has its code) and the page has gone idle once more, then true. The
 * re-render that brings is a transition, so React does it in slices instead of one task.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    let live = true
    void rainStarted.then(() => {
      if (live) cancel = whenPageIdle(() => startTransition(() => setIdle(true)))
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return idle
}
