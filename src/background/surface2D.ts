import { createRainPainter } from './paintRain2D'
import type { Context2D } from './paintRain2D'
import { profiled } from './profiling'
import type { RainSurface, SurfaceOptions } from './rainSurface'
import { tickStore } from './tickStore'

interface Surface2DOptions extends Omit<SurfaceOptions, 'canvas'> {
  /** The worker's canvas, or the page's own where a canvas cannot go to a worker. */
  canvas: HTMLCanvasElement | OffscreenCanvas
  /** Redraw on every tick of this thread's tick store; otherwise one still frame (reduced motion). */
  animated?: boolean
}

/** Gives `canvas` this drawing-buffer size; assigning the same size would wipe what is drawn, so it is left alone. */
function sizeCanvas(canvas: HTMLCanvasElement | OffscreenCanvas, width: number, height: number) {
  if (canvas.width !== width) canvas.width = width
  if (canvas.height !== height) canvas.height = height
}

/**
 * The 2D rain on a canvas: drawn at once, then once per tick of this thread's tick store, touching
 * only the cells that change. The canvas is kept in memory (willReadFrequently), not on the GPU, so a
 * GPU-process crash does not touch it, and WebKitGTK 2.50's GPU canvas crashed its page's process
 * within a minute of this drawing (docs/browsers.md).
 */
export function start2DSurface({ canvas, atlas, glyphCount, cellPx, scale, size, animated = true }: Surface2DOptions): RainSurface {
  const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true }) as Context2D | null
  if (!context) throw new Error('no 2D canvas context for the rain')
  const paint = createRainPainter(atlas, glyphCount, cellPx)
  const draw = profiled('rain:frame', () => paint(context, canvas.width, canvas.height, tickStore.getState().tick))
  const resize = (width: number, height: number) => {
    sizeCanvas(canvas, Math.round(width * scale), Math.round(height * scale))
    draw()
  }
  resize(size.width, size.height)
  const unsubscribe = animated
    ? tickStore.subscribe((state, previous) => {
        if (state.tick !== previous.tick) draw()
      })
    : undefined
  return { resize, dispose: () => unsubscribe?.() }
}
