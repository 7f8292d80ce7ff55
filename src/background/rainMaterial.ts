import { CanvasTexture, LinearFilter, ShaderMaterial } from 'three'
import type { WebGLRenderer } from 'three'
import { cellPixels } from './renderScale'
import { rainFragmentShader, rainVertexShader } from './rainShader'

/**
 * The shader material of the rain with its uniforms, created once; the per-frame updates write
 * numbers into the existing uniform objects, so a frame allocates nothing.
 */
export function createRainMaterial(atlas: ImageBitmap, glyphCount: number, tick: number) {
  const glyphs = new CanvasTexture(atlas)
  glyphs.flipY = false // the bitmap comes flipped: WebGL ignores the flag for bitmaps
  glyphs.minFilter = LinearFilter
  glyphs.generateMipmaps = false
  const uniforms = {
    uTick: { value: tick },
    uCellPx: { value: 1 },
    uHeight: { value: 1 },
    uGlyphs: { value: glyphs },
    uGlyphCount: { value: glyphCount },
  }
  const material = new ShaderMaterial({
    vertexShader: rainVertexShader,
    fragmentShader: rainFragmentShader,
    uniforms,
    depthTest: false,
    depthWrite: false,
  })

  return {
    material,
    setTick(value: number) {
      uniforms.uTick.value = value
    },
    /** Reads the drawing-buffer size at draw time, so a resize needs no React work. */
    fitTo(gl: WebGLRenderer) {
      uniforms.uHeight.value = gl.domElement.height
      uniforms.uCellPx.value = cellPixels(gl.getPixelRatio())
    },
    dispose() {
      glyphs.dispose()
      material.dispose()
    },
  }
}
