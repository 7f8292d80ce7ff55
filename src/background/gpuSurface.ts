import { RAIN_GL_ATTRIBUTES } from './rainConfig'
import type { RainScene } from './rainScene'
import type { RainSurface, SurfaceOptions } from './rainSurface'

interface GpuOptions extends SurfaceOptions {
  /** The first frame is drawn: the canvas can replace the one before. */
  onDrawn: () => void
  /** The context was lost (a GPU-process crash, a driver reset): this surface is disposed already. */
  onLost: () => void
}

/** The GPU rain's surface; `ready` settles once its scene (three.js, react-three-fiber) has started, and rejects if it failed to. */
interface GpuSurface extends RainSurface {
  ready: Promise<void>
}

/**
 * The GPU rain on the worker's canvas, or undefined where the canvas gives no WebGL 2 context (the
 * canvas can then still take a 2D one). A lost context is given up, never restored: restoring a
 * worker's context after a GPU-process crash crashes Chromium's renderer (the whole tab) a second
 * later, so the loss is not cancelled (no preventDefault, which three.js would call: its listener is
 * stopped) and the page hands over a fresh canvas instead (rainRecovery.ts). three.js and
 * react-three-fiber (rainScene) are downloaded only once there is a context; the first frame is drawn
 * after `ready`.
 */
export function startGpuSurface({ canvas, atlas, glyphCount, scale, size, onDrawn, onLost }: GpuOptions): GpuSurface | undefined {
  const context = canvas.getContext('webgl2', RAIN_GL_ATTRIBUTES)
  if (!context) return undefined
  let scene: RainScene | undefined
  let disposed = false
  const dispose = () => {
    if (disposed) return
    disposed = true
    scene?.dispose()
  }
  canvas.addEventListener('webglcontextlost', (event) => {
    event.stopImmediatePropagation()
    dispose()
    onLost()
  })
  const ready = (async () => {
    const [bitmap, { startRainScene }] = await Promise.all([createImageBitmap(atlas, { imageOrientation: 'flipY' }), import('./rainScene')])
    scene = await startRainScene({ canvas, context, atlas: bitmap, glyphCount, scale, size, onDrawn })
    if (disposed) scene.dispose()
  })()
  return {
    ready,
    resize: (width, height) => scene?.resize(width, height),
    dispose,
  }
}
