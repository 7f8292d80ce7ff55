import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { OWNER_NAME } from '../content/owner'
import { whenPageIdle } from '../motion/pageIdle'
import { usePrefersReducedMotion } from '../motion/reducedMotion'
import { drawGlyphAtlas, loadGlyphFont } from './glyphAtlas'
import { glyphSet } from './glyphSet'
import { Rain2D } from './Rain2D'
import { RainBoundary } from './RainBoundary'
import { cellPixels, renderScale } from './renderScale'
import { useTicking } from './useTicking'
import { webgl2Available } from './webgl'

// three.js and react-three-fiber live in this chunk, requested only once the page is idle.
const loadGpuRain = () => import('./GpuRain')
const GpuRain = lazy(loadGpuRain)

interface Atlas {
  atlas: HTMLCanvasElement
  glyphCount: number
  scale: number
  cellPx: number
}

/** Whether the GPU can be used, decided once the page is idle; undefined until then. */
function useWebglVerdict(wanted: boolean): boolean | undefined {
  const [verdict, setVerdict] = useState<boolean>()
  useEffect(() => {
    if (!wanted || verdict !== undefined) return
    return whenPageIdle(() => {
      const available = webgl2Available()
      // Asked for at once, ahead of anything else waiting for the idle page (GSAP); a failure
      // surfaces when GpuRain renders, in its error boundary.
      if (available) loadGpuRain().catch(() => undefined)
      setVerdict(available)
    })
  }, [wanted, verdict])
  return verdict
}

/** The letters drawn once in the site's font, after mount (nothing of it exists on the server). */
function useAtlas(): Atlas | undefined {
  const [atlas, setAtlas] = useState<Atlas>()
  useEffect(() => {
    let cancelled = false
    const glyphs = glyphSet(OWNER_NAME)
    const scale = renderScale(window.devicePixelRatio)
    const cellPx = cellPixels(scale)
    loadGlyphFont(glyphs, cellPx)
      .then(() => {
        if (!cancelled) setAtlas({ atlas: drawGlyphAtlas(glyphs, cellPx), glyphCount: glyphs.length, scale, cellPx })
      })
      .catch(() => undefined) // no atlas, no rain: the page stays plain black
    return () => {
      cancelled = true
    }
  }, [])
  return atlas
}

/**
 * The falling-letters background, mounted once outside the routes. Renders nothing on the server and
 * on the first client render. Reduced motion → a still 2D frame; no WebGL → the 2D canvas animated;
 * a lost context → the 2D canvas until the context is restored; anything throwing → 2D, then nothing.
 */
export function Background() {
  const reducedMotion = usePrefersReducedMotion()
  const atlas = useAtlas()
  const webgl = useWebglVerdict(!reducedMotion)
  const [contextLost, setContextLost] = useState(false)
  const onContextLost = useCallback(() => setContextLost(true), [])
  const onContextRestored = useCallback(() => setContextLost(false), [])
  const animated = !reducedMotion && webgl !== undefined
  useTicking(animated)

  if (!atlas) return null
  if (reducedMotion) return <Rain2D {...atlas} animated={false} />
  if (webgl === undefined) return null

  const rain2D = <Rain2D {...atlas} animated />
  return (
    <RainBoundary fallback={null}>
      {webgl ? (
        <RainBoundary fallback={rain2D}>
          <Suspense fallback={null}>
            <GpuRain {...atlas} onContextLost={onContextLost} onContextRestored={onContextRestored} />
          </Suspense>
          {contextLost && rain2D}
        </RainBoundary>
      ) : (
        rain2D
      )}
    </RainBoundary>
  )
}
