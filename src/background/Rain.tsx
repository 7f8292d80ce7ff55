import { useCallback, useState } from 'react'
import { FailureBoundary } from '../components/FailureBoundary'
import { GpuRain } from './GpuRain'
import { Rain2D } from './Rain2D'

interface Props {
  /** A still 2D frame instead of the animated rain. */
  still: boolean
  /** The rain's worker, or null where the GPU rain is not to be had: the 2D canvas animates instead. */
  worker: Worker | null
  /** The worker found no WebGL 2 or failed: called to go 2D for good. */
  onUnavailable: () => void
}

/**
 * The rain as drawn: a still 2D frame (reduced motion); the GPU rain in its worker, with the 2D
 * canvas while its WebGL context is lost, or for good once it throws; the 2D canvas animated where
 * there is no worker. A module of its own, fetched once the background is wanted (`Background.tsx`).
 */
export default function Rain({ still, worker, onUnavailable }: Props) {
  const [contextLost, setContextLost] = useState(false)
  const onContextLost = useCallback(() => setContextLost(true), [])
  const onContextRestored = useCallback(() => setContextLost(false), [])

  if (still) return <Rain2D animated={false} />
  const rain2D = <Rain2D animated />
  if (!worker) return rain2D
  return (
    <FailureBoundary fallback={rain2D}>
      <GpuRain worker={worker} onUnavailable={onUnavailable} onContextLost={onContextLost} onContextRestored={onContextRestored} />
      {contextLost && rain2D}
    </FailureBoundary>
  )
}
