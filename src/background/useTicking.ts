import { useEffect } from 'react'
import { createTicker } from './ticker'
import { tickStore } from './tickStore'
import { tickTimers } from './tickTimers'

/** Counts the page's own ticks (for the main-thread 2D rain) while `running`; the worker counts its own. */
export function useTicking(running: boolean) {
  useEffect(() => {
    if (!running) return
    const ticker = createTicker(tickStore, tickTimers)
    ticker.run()
    return () => ticker.halt()
  }, [running])
}
