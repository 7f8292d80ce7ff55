import { createRoot, extend } from '@react-three/fiber'
import { Mesh, PlaneGeometry } from 'three'
import { RAIN_GL_ATTRIBUTES } from './rainConfig'
import { RainQuad } from './RainQuad'

export type RainScene = Awaited<ReturnType<typeof startRainScene>>

interface Options {
  canvas: OffscreenCanvas
  context: WebGL2RenderingContext
  atlas: ImageBitmap
  glyphCount: number
  scale: number
  size: { width: number; height: number }
  /** Called once, when the first frame is drawn. */
  onDrawn: () => void
}

// The only three.js classes the rain's JSX names (`<mesh>`, `<planeGeometry>`).
extend({ Mesh, PlaneGeometry })

/** The GPU rain on the worker's canvas: one r3f root that renders only when the tick moves. */
export async function startRainScene({ canvas, context, atlas, glyphCount, scale, size, onDrawn }: Options) {
  const root = createRoot(canvas)
  let drawn = false
  const firstDrawn = () => {
    if (drawn) return
    drawn = true
    onDrawn()
  }
  const configure = (width: number, height: number) =>
    root.configure({
      gl: { canvas, context, ...RAIN_GL_ATTRIBUTES },
      frameloop: 'demand',
      dpr: scale,
      flat: true,
      linear: true,
      events: undefined,
      size: { width, height, top: 0, left: 0 },
    })
  await configure(size.width, size.height)
  root.render(
    <RainQuad atlas={atlas} glyphCount={glyphCount} onDrawn={firstDrawn} />,
  )
  return {
    resize(width: number, height: number) {
      void configure(width, height)
    },
    dispose() {
      root.unmount()
    },
  }
}
