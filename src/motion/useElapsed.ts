import { useEffect, useRef, useState } from 'react'

/**
 * Milliseconds of running time, re-rendered exactly when `nextChangeIn(elapsed)` says the view
 * changes next (Infinity: never). Each timer is set for the moment of the next change after what is
 * on screen, measured from the clock rather than chained from the last timer, so rendering time never
 * accumulates into drift, and a timer that fires a moment early only sets the next one (it never
 * leaves the view short of its last change). A pause stops the time; running on continues from it.
 */
export function useElapsed(running: boolean, nextChangeIn: (elapsed: number) => number): number {
  const [elapsed, setElapsed] = useState(0)
  const origin = useRef<number | null>(null)

  useEffect(() => {
    if (!running) {
      origin.current = null
      return
    }
    const now = performance.now()
    origin.current ??= now - elapsed
    const start = origin.current
    const delay = nextChangeIn(elapsed)
    if (!Number.isFinite(delay)) return
    const timer = window.setTimeout(() => setElapsed(performance.now() - start), Math.max(0, start + elapsed + delay - now))
    return () => window.clearTimeout(timer)
  }, [running, elapsed, nextChangeIn])

  return elapsed
}
