import { Canvas } from '@react-three/fiber'
import { RainQuad } from './RainQuad'
import styles from './Background.module.css'

interface Props {
  atlas: HTMLCanvasElement
  glyphCount: number
  scale: number
  onContextLost: () => void
  onContextRestored: () => void
}

/** The GPU rain: one r3f canvas that renders only when the tick moves (frameloop "demand"). */
export default function GpuRain({ atlas, glyphCount, scale, onContextLost, onContextRestored }: Props) {
  return (
    <div className={styles.layer} aria-hidden="true" data-rain="gpu">
      <Canvas
        frameloop="demand"
        dpr={scale}
        flat
        linear
        gl={{ antialias: false, alpha: false, depth: false, stencil: false, powerPreference: 'low-power' }}
      >
        <RainQuad
          atlas={atlas}
          glyphCount={glyphCount}
          onContextLost={onContextLost}
          onContextRestored={onContextRestored}
        />
      </Canvas>
    </div>
  )
}
