import { useEffect, useRef } from 'react'
import { createRainPainter } from './paintRain2D'
import { profiled } from './profiling'
import { tickStore } from './tickStore'
import styles from './Background.module.css'

interface Props {
  atlas: HTMLCanvasElement
  glyphCount: number
  cellPx: number
  scale: number
  /** Redraw on every tick; otherwise one still frame (reduced motion). */
  animated: boolean
}

/** The rain on a 2D canvas: the reduced-motion still frame, and the fallback when WebGL is missing or lost. */
export function Rain2D({ atlas, glyphCount, cellPx, scale, animated }: Props) {
  const ref = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d', { alpha: false })
    if (!canvas || !context) return
    const paint = createRainPainter(atlas, glyphCount, cellPx)
    const draw = profiled('rain:frame', () => paint(context, canvas.width, canvas.height, tickStore.getState().tick))
    const fit = () => {
      canvas.width = Math.round(canvas.clientWidth * scale)
      canvas.height = Math.round(canvas.clientHeight * scale)
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
  }, [atlas, glyphCount, cellPx, scale, animated])

  return <canvas ref={ref} className={styles.layer} aria-hidden="true" data-rain={animated ? '2d' : 'still'} />
}
