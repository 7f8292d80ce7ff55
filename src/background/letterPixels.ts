import { HEAD_INTENSITY, HEAD_RGB, TRAIL_INTENSITY, TRAIL_RGB } from './rainConfig'
import { trailBrightness } from './rainMath'

/** Opacity steps of a trail letter: finer than a screen's 8-bit channels show at the trail's intensity. */
export const LEVELS = 128
/** The shade of the head's letters, after the trail's LEVELS shades (shade 0 is black). */
export const HEAD = LEVELS + 1
/** Shades per letter: black, the trail's LEVELS, the head. */
export const SHADES = HEAD + 1

/** The shade a letter at this distance from its head is drawn in: HEAD, a trail level, or 0 for black. */
export function shadeOf(distance: number, trail: number): number {
  return distance === 0 ? HEAD : Math.round(TRAIL_INTENSITY * trailBrightness(distance, trail) * LEVELS)
}

/**
 * Every colour a letter's pixel takes, as opaque RGBA words in the canvas's byte order (an
 * ImageData's): index `shade * 256 + coverage`, where coverage is the letter's alpha at that pixel in
 * the glyph atlas. A letter at opacity b over black is its tint × coverage × b, as the shader draws it.
 */
export function shadeColours(): Uint32Array {
  const colours = new Uint32Array(SHADES * 256)
  const bytes = new Uint8Array(colours.buffer)
  for (let shade = 0; shade < SHADES; shade++) {
    const rgb = shade === HEAD ? HEAD_RGB : TRAIL_RGB
    const opacity = shade === HEAD ? HEAD_INTENSITY : shade / LEVELS
    for (let coverage = 0; coverage < 256; coverage++) {
      const at = (shade * 256 + coverage) * 4
      const b = (coverage / 255) * opacity
      bytes[at] = Math.round(rgb[0] * b)
      bytes[at + 1] = Math.round(rgb[1] * b)
      bytes[at + 2] = Math.round(rgb[2] * b)
      bytes[at + 3] = 255
    }
  }
  return colours
}

/** The glyph atlas's coverage, one byte per pixel (its alpha channel), read once. */
export function atlasCoverage(atlas: OffscreenCanvas): Uint8Array {
  const context = atlas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas context to read the glyph atlas')
  const { data } = context.getImageData(0, 0, atlas.width, atlas.height)
  const coverage = new Uint8Array(atlas.width * atlas.height)
  for (let i = 0; i < coverage.length; i++) coverage[i] = data[i * 4 + 3] ?? 0
  return coverage
}
