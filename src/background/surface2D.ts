import { createRainPainter, sizeCanvas } from './paintRain2D'
import { profiled } from './profiling'
import type { RainSurface, SurfaceOptions } from './rainSurface'
import { tickStore } from './tickStore'

/**
 * The 2D rain on the worker's canvas: drawn at once, then once per tick of the worker's tick store,
 * touching only the cells that change. The canvas is kept in memory (willReadFrequently), not on the
 * GPU, so a GPU-process crash does not touch it (and WebKitGTK's GPU canvas crashed its page).
 */
export function start2DSurface({ canvas, atlas, glyphCount, cellPx, scale, size }: SurfaceOptions): RainSurface {
  const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas context for the rain')
  const paint = createRainPainter(atlas, glyphCount, cellPx)
  const draw = profiled('rain:frame', () => paint(context, canvas.width, canvas.height, tickStore.getState().tick))
  const resize = (width: number, height: number) => {
    sizeCanvas(canvas, Math.round(width * scale), Math.round(height * scale))
    draw()
  }
  resize(size.width, size.height)
  const unsubscribe = tickStore.subscribe((state, previous) => {
    if (state.tick !== previous.tick) draw()
  })
  return { resize, dispose: unsubscribe }
}
