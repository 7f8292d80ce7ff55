import { describe, expect, it } from 'vitest'
import { HEAD, LEVELS, SHADES, shadeColours, shadeOf } from './letterPixels'
import { HEAD_INTENSITY, HEAD_RGB, TRAIL_INTENSITY, TRAIL_RGB } from './rainConfig'

/** An ImageData word's bytes: red, green, blue, alpha. */
const rgba = (word: number | undefined) => Array.from(new Uint8Array(new Uint32Array([word ?? 0]).buffer))

describe('the letters’ pixels', () => {
  const colours = shadeColours()

  it('are opaque, and black where a letter does not cover its cell', () => {
    for (let shade = 0; shade < SHADES; shade++) expect(rgba(colours[shade * 256])).toEqual([0, 0, 0, 255])
    expect(colours.every((word) => rgba(word)[3] === 255)).toBe(true)
  })

  it('give the head its tint at the head’s intensity, and a trail letter its tint at its opacity', () => {
    expect(rgba(colours[HEAD * 256 + 255])).toEqual([...HEAD_RGB.map((c) => Math.round(c * HEAD_INTENSITY)), 255])
    expect(rgba(colours[LEVELS * 256 + 255])).toEqual([...TRAIL_RGB, 255])
    expect(rgba(colours[(LEVELS / 2) * 256 + 255])).toEqual([...TRAIL_RGB.map((c) => Math.round(c / 2)), 255])
  })

  it('dim along a trail, from the trail’s intensity to black past its end', () => {
    const trail = 20
    const shades = Array.from({ length: trail + 2 }, (_, distance) => shadeOf(distance, trail))
    expect(shades[0]).toBe(HEAD)
    expect(shades[1]).toBe(Math.round(TRAIL_INTENSITY * (1 - 1 / trail) ** 2 * LEVELS))
    expect(shades.slice(1).every((shade, i) => i === 0 || shade <= (shades[i] ?? 0))).toBe(true)
    expect(shades.slice(trail)).toEqual([0, 0])
  })
})
