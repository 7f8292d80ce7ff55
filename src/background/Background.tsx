import { Suspense, lazy, startTransition, useCallback, useEffect, useState } from 'react'
import { whenPageIdle } from '../motion/pageIdle'
import { usePrefersReducedMotion } from '../motion/reducedMotion'
import { FailureBoundary } from '../components/FailureBoundary'
import { Optional } from '../components/Optional'
import { RainLayer } from './RainLayer'
import { markRainStarted, markRainStartedOnceLoaded } from './rainStarted'
import { startRainWorker } from './startRainWorker'

// The page's own 2D rain is drawn only for reduced motion and where a canvas cannot be handed to a
// worker: a chunk of its own, fetched when it is first shown, so that no other visitor loads it.
const Rain2D = lazy(() => import('./Rain2D').then(({ Rain2D }) => ({ default: Rain2D })))

/**
 * The rain's worker, started once the page is idle, so its code is fetched ahead of anything else
 * waiting for the idle page (the toast library): undefined until then, null where a canvas cannot be
 * handed to a worker or once `fail` was called (the worker could not draw).
 */
function useRainWorker(wanted: boolean) {
  const [worker, setWorker] = useState<Worker | null>()
  useEffect(() => {
    if (!wanted) return markRainStarted()
    let started: Worker | undefined
    const cancel = whenPageIdle(() => {
      if ('transferControlToOffscreen' in HTMLCanvasElement.prototype) {
        started = startRainWorker()
        markRainStartedOnceLoaded(started)
      } else markRainStarted()
      startTransition(() => setWorker(started ?? null))
    })
    return () => {
      cancel()
      started?.terminate()
    }
  }, [wanted])
  const fail = useCallback(() => setWorker(null), [])
  return [worker, fail] as const
}

/**
 * The falling-letters background, mounted once outside the routes. Renders nothing on the server and
 * on the first client render. Reduced motion → a still 2D frame on the page; otherwise the rain's
 * worker draws it (RainLayer), or the page's own 2D rain where there can be no worker or it failed;
 * anything throwing → the page's 2D rain, then nothing.
 */
export function Background() {
  const reducedMotion = usePrefersReducedMotion()
  const [worker, failWorker] = useRainWorker(!reducedMotion)

  if (reducedMotion) {
    return (
      <Optional>
        <Rain2D animated={false} />
      </Optional>
    )
  }
  if (worker === undefined) return null

  const pageRain = (
    <Suspense>
      <Rain2D animated />
    </Suspense>
  )
  return (
    <FailureBoundary fallback={null}>
      {worker ? (
        <FailureBoundary fallback={pageRain}>
          <RainLayer worker={worker} onFailed={failWorker} />
        </FailureBoundary>
      ) : (
        pageRain
      )}
    </FailureBoundary>
  )
}
