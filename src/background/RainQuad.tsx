import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import { createFrameGate } from './frameGate'
import { profiled } from './profiling'
import { createRainMaterial } from './rainMaterial'
import { tickStore } from './tickStore'

interface Props {
  /** The glyph atlas, flipped vertically as WebGL reads textures. */
  atlas: ImageBitmap
  glyphCount: number
  /** Called after each frame is drawn. */
  onDrawn: () => void
}

/**
 * A full-screen quad running shaders/rain.frag, in the rain's worker (on the ticks of its tick
 * store). Per tick the only work is writing one uniform and asking r3f for a frame, from a store
 * subscription outside React: no render, no allocation.
 */
export function RainQuad({ atlas, glyphCount, onDrawn }: Props) {
  const gl = useThree((state) => state.gl)
  const scene = useThree((state) => state.scene)
  const camera = useThree((state) => state.camera)
  const invalidate = useThree((state) => state.invalidate)

  const rain = useMemo(() => createRainMaterial(atlas, glyphCount, tickStore.getState().tick), [atlas, glyphCount])
  useEffect(() => () => rain.dispose(), [rain])

  const gate = useMemo(() => createFrameGate(invalidate), [invalidate])
  useEffect(
    () =>
      tickStore.subscribe((state, previous) => {
        if (state.tick === previous.tick) return
        rain.setTick(state.tick)
        gate.ask()
      }),
    [rain, gate],
  )

  const renderFrame = useMemo(
    () =>
      profiled('rain:frame', () => {
        gate.drawn()
        rain.fitTo(gl)
        gl.render(scene, camera)
        onDrawn()
      }),
    [rain, gl, scene, camera, gate, onDrawn],
  )
  // Priority 1 takes over rendering from r3f, so this callback is the whole frame (and its measure).
  useFrame(renderFrame, 1)

  return (
    <mesh material={rain.material} frustumCulled={false}>
      <planeGeometry args={[2, 2]} />
    </mesh>
  )
}
