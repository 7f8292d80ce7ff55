import { lazy, startTransition, useCallback, useEffect, useState } from 'react'
import { Optional } from '../components/Optional'
import { whenPageIdle } from '../motion/pageIdle'
import { usePrefersReducedMotion } from '../motion/reducedMotion'
import { startRainWorker } from './startRainWorker'
import { useTicking } from './useTicking'

const Rain = lazy(() => import('./Rain'))

/**
 * The rain's worker, started once the page is idle, so its code is fetched ahead of anything else
 * waiting for the idle page (the toast library): undefined until then, null where a canvas cannot be
 * handed to a worker or once `refuse` was called (the worker found no WebGL 2 and closed itself).
 */
function useRainWorker(wanted: boolean) {
  const [worker, setWorker] = useState<Worker | null>()
  useEffect(() => {
    if (!wanted) return
    let started: Worker | undefined
    const cancel = whenPageIdle(() => {
      if ('transferControlToOffscreen' in HTMLCanvasElement.prototype) started = startRainWorker()
      startTransition(() => setWorker(started ?? null))
    })
    return () => {
      cancel()
      started?.terminate()
    }
  }, [wanted])
  const refuse = useCallback(() => setWorker(null), [])
  return [worker, refuse] as const
}

/**
 * The falling-letters background, mounted once outside the routes. Renders nothing on the server and
 * on the first client render, and nothing until the rain's worker is settled (the page is idle); the
 * drawing itself (`Rain.tsx`) is fetched then, so none of it weighs on the page's first load. Its
 * failing to load or to draw leaves the page without a background, and nothing else.
 */
export function Background() {
  const reducedMotion = usePrefersReducedMotion()
  const [worker, refuseWorker] = useRainWorker(!reducedMotion)
  useTicking(!reducedMotion && worker !== undefined)

  if (!reducedMotion && worker === undefined) return null
  return (
    <Optional>
      <Rain still={reducedMotion} worker={worker ?? null} onUnavailable={refuseWorker} />
    </Optional>
  )
}
