import { useEffect, useRef, useState } from 'react'
import { loadGlyphAtlas } from './glyphAtlas'
import { createRainPainter, sizeCanvas } from './paintRain2D'
import { profiled } from './profiling'
import { type RainCells, rainCells } from './rainCells'
import { useRainStatus } from './rainStatus'
import { tickStore } from './tickStore'
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
    useRainStatus.setState({ path: animated ? 'page' : 'still', running })
  }, [animated, running])

  useEffect(() => {
    const canvas = ref.current
    // willReadFrequently keeps the canvas in memory rather than on the GPU: WebKitGTK 2.50's GPU
    // canvas crashed its page's process within a minute of this drawing (docs/browsers.md).
    const context = canvas?.getContext('2d', { alpha: false, willReadFrequently: true })
    if (!atlas || !canvas || !context) return
    const paint = createRainPainter(atlas.atlas, atlas.glyphs.length, atlas.cellPx)
    const draw = profiled('rain:frame', () => paint(context, canvas.width, canvas.height, tickStore.getState().tick))
    const fit = () => {
      sizeCanvas(canvas, Math.round(canvas.clientWidth * atlas.scale), Math.round(canvas.clientHeight * atlas.scale))
      draw()
    }
    fit()
    window.addEventListener('resize', fit)
    const unsubscribe = animated
      ? tickStore.subscribe((state, previous) => {
          if (state.tick !== previous.tick) draw()
        })
      : undefined
    return () => {
      window.removeEventListener('resize', fit)
      unsubscribe?.()
    }
  }, [atlas, animated])

  return <canvas ref={ref} className={styles.layer} aria-hidden="true" data-rain={animated ? 'page' : 'still'} />
}
