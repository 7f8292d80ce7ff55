import { useEffect, useRef, useState } from 'react'
import { loadGlyphAtlas } from './glyphAtlas'
import { type RainCells, rainCells } from './rainCells'
import { useRainStatus } from './rainStatus'
import { start2DSurface } from './surface2D'
import { useRunning } from './useRunning'
import { useTicking } from './useTicking'
import styles from './Background.module.css'

interface Atlas extends RainCells {
  atlas: OffscreenCanvas
}

/** The letters drawn once in the site's font, after mount (nothing of it exists on the server). */
function useAtlas(): Atlas | undefined {
  const [atlas, setAtlas] = useState<Atlas>()
  useEffect(() => {
    let cancelled = false
    const cells = rainCells(window.devicePixelRatio)
    loadGlyphAtlas(document.fonts, cells.glyphs, cells.cellPx)
      .then((atlas) => {
        if (!cancelled) setAtlas({ ...cells, atlas })
      })
      .catch(() => undefined) // no atlas, no rain: the page stays plain black
    return () => {
      cancelled = true
    }
  }, [])
  return atlas
}

interface Props {
  /** Tick and redraw; otherwise one still frame (reduced motion). */
  animated: boolean
}

/**
 * The rain on a 2D canvas of the page: the reduced-motion still frame, and the animated fallback
 * where a canvas cannot be handed to a worker (or the worker failed). The page counts the ticks.
 */
export function Rain2D({ animated }: Props) {
  const ref = useRef<HTMLCanvasElement>(null)
  const atlas = useAtlas()
  const running = useRunning() && animated
  useTicking(running)

  useEffect(() => {
    useRainStatus.setState({ path: animated ? 'page' : 'still' })
  }, [animated])

  useEffect(() => {
    const canvas = ref.current
    if (!atlas || !canvas) return
    // Without a 2D context this throws, and the error boundary around the rain leaves the page black.
    const surface = start2DSurface({
      canvas,
      atlas: atlas.atlas,
      glyphCount: atlas.glyphs.length,
      cellPx: atlas.cellPx,
      scale: atlas.scale,
      size: { width: canvas.clientWidth, height: canvas.clientHeight },
      animated,
    })
    const fit = () => surface.resize(canvas.clientWidth, canvas.clientHeight)
    window.addEventListener('resize', fit)
    return () => {
      window.removeEventListener('resize', fit)
      surface.dispose()
    }
  }, [atlas, animated])

  return <canvas ref={ref} className={styles.layer} aria-hidden="true" data-rain={animated ? 'page' : 'still'} />
}
