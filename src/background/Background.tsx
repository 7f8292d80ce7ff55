import { Suspense, lazy, startTransition, useCallback, useEffect, useState } from 'react'
import { whenPageIdle } from '../motion/pageIdle'
import { usePrefersReducedMotion } from '../motion/reducedMotion'
import { FailureBoundary } from '../components/FailureBoundary'
import { Optional } from '../components/Optional'
import { GpuRain } from './GpuRain'
import { startRainWorker } from './startRainWorker'
import { useTicking } from './useTicking'

// The 2D rain is drawn only for reduced motion and where the GPU rain cannot run: a chunk of its own,
// fetched when it is first shown, so that no other visitor loads it.
const Rain2D = lazy(() => import('./Rain2D').then(({ Rain2D }) => ({ default: Rain2D })))

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
 * on the first client render. Reduced motion → a still 2D frame; no WebGL → the 2D canvas animated;
 * a lost context → the 2D canvas until the context is restored; anything throwing → 2D, then nothing.
 */
export function Background() {
  const reducedMotion = usePrefersReducedMotion()
  const [worker, refuseWorker] = useRainWorker(!reducedMotion)
  const [contextLost, setContextLost] = useState(false)
  const onContextLost = useCallback(() => setContextLost(true), [])
  const onContextRestored = useCallback(() => setContextLost(false), [])
  const animated = !reducedMotion && worker !== undefined
  useTicking(animated)

  if (reducedMotion) {
    return (
      <Optional>
        <Rain2D animated={false} />
      </Optional>
    )
  }
  if (worker === undefined) return null

  const rain2D = (
    <Suspense>
      <Rain2D animated />
    </Suspense>
  )
  return (
    <FailureBoundary fallback={null}>
      {worker ? (
        <FailureBoundary fallback={rain2D}>
          <GpuRain
            worker={worker}
            onUnavailable={refuseWorker}
            onContextLost={onContextLost}
            onContextRestored={onContextRestored}
          />
          {contextLost && rain2D}
        </FailureBoundary>
      ) : (
        rain2D
      )}
    </FailureBoundary>
  )
}
