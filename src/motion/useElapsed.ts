import { useEffect, useRef, useState } from 'react'

const stayPut = (elapsed: number) => elapsed

/**
 * Milliseconds of running time, re-rendered exactly when `nextChangeIn(elapsed)` says the view
 * changes next (Infinity: never). Each delay is measured from the clock rather than chained from
 * the last timer, so rendering time never accumulates into drift. After a pause the time goes on
 * from `resumeFrom(elapsed)`.
 */
export function useElapsed(
  running: boolean,
  nextChangeIn: (elapsed: number) => number,
  resumeFrom: (elapsed: number) => number = stayPut,
): number {
  const [elapsed, setElapsed] = useState(0)
  const origin = useRef<number | null>(null)

  useEffect(() => {
    if (!running) {
      origin.current = null
      return
    }
    const now = performance.now()
    origin.current ??= now - resumeFrom(elapsed)
    const start = origin.current
    const delay = nextChangeIn(now - start)
    if (!Number.isFinite(delay)) return
    const timer = window.setTimeout(() => setElapsed(performance.now() - start), Math.max(0, delay))
    return () => window.clearTimeout(timer)
  }, [running, elapsed, nextChangeIn, resumeFrom])

  return elapsed
}
