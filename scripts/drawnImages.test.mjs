import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { png, undrawable } from './drawnImages.mjs'

describe('undrawable', () => {
  it('names the characters the font has no letter for, once each', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Zürich, Αθήνα, Київ — 東京 and 東京 🎉</text></svg>'
    expect(undrawable(svg)).toEqual(['東', '京', '🎉'])
  })

  it('finds nothing to name in a text of the letters it has', () => {
    expect(undrawable('<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="2">Naïve café, “quoted” – 100 %</text></svg>')).toEqual([])
  })
})

describe('png', () => {
  it('draws the SVG at its size, or at the width asked for', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#0a0"/></svg>'
    expect(await sharp(png(svg)).metadata()).toMatchObject({ format: 'png', width: 120, height: 60 })
    expect(await sharp(png(svg, 240)).metadata()).toMatchObject({ width: 240, height: 120 })
  })
})
