import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardFonts, png, undrawable } from './drawnImages.mjs'

describe('undrawable', () => {
  it('names the characters no font has a letter for, once each', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Zürich, Αθήνα, Київ, القاهرة, ירושלים — 東京 and 東京 🎉</text></svg>'
    expect(undrawable(svg)).toEqual(['東', '京', '🎉'])
  })

  it('does not count the controls that order a text written from the right', () => {
    expect(undrawable('<svg xmlns="http://www.w3.org/2000/svg"><text>\u202Bالقاهرة 2026.\u202C</text></svg>')).toEqual([])
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

/**
 * The columns `svg` is drawn in, as a PNG: from the leftmost to the rightmost pixel lighter than the
 * black it is drawn on.
 * @param {string} svg
 */
async function inkedColumns(svg) {
  const { data, info } = await sharp(png(svg)).greyscale().raw().toBuffer({ resolveWithObject: true })
  let left = Infinity
  let right = -Infinity
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) > 64) {
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
    }
  }
  return { left, right }
}

describe('cardFonts', () => {
  it('sets a text in the first family that has every letter of it', () => {
    expect(cardFonts.familyOf('Zürich, Αθήνα, Київ')).toBe('JetBrains Mono')
    expect(cardFonts.familyOf('رحلتي إلى القاهرة (AI) 2026.')).toBe('Noto Sans Arabic')
    expect(cardFonts.familyOf('סדנה בתל אביב, 2026')).toBe('Noto Sans Hebrew')
    expect(cardFonts.familyOf('القاهرة and ירושלים')).toBe('JetBrains Mono')
  })

  // The line's width as measured and as resvg draws it: the ink stops short of the advance by the
  // first and last letters' side bearings, a few pixels at most.
  it.each([
    ['Retrieval-augmented chatbot', 60, 700],
    ['رحلتي في هاكاثون 2026 (AI) مع الفريق.', 60, 700],
    ['قضينا ثمانٍ وأربعين ساعة في بناء نموذج يساعد الطلاب.', 28, 400],
    ['סדנת למידת מכונה בתל אביב, 2026', 28, 400],
  ])('measures "%s" as wide as it is drawn at %i px, weight %i', async (text, size, weight) => {
    const family = cardFonts.familyOf(text)
    const width = cardFonts.width(text, family, size, /** @type {400 | 700} */ (weight))
    const canvas = Math.ceil(width) + 200
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="120"><rect width="${canvas}" height="120"/><text x="100" y="90" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="#fff">\u202B${text}\u202C</text></svg>`
    const { left, right } = await inkedColumns(svg)
    expect(left).toBeGreaterThanOrEqual(100)
    expect(right + 1 - 100).toBeLessThanOrEqual(width + 1)
    expect(right + 1 - 100).toBeGreaterThan(width - 0.15 * size)
  })
})
