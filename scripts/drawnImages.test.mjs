import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { familyOf, previewSvg } from '../src/lib/previewCard'
import { cardFonts, png, undrawable } from './drawnImages.mjs'

describe('undrawable', () => {
  it('names the characters no font has a letter for, once each', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Zürich, Αθήνα, Київ, القاهرة, ירושלים — 東京 and 東京 🎉, 서울</text></svg>'
    expect(undrawable(svg)).toEqual(['東', '京', '서', '울'])
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
 * The columns `svg` is drawn in, as a PNG, in its rows from `top` to `bottom`: from the leftmost to
 * the rightmost pixel lighter than `threshold` (of 255; the black it is drawn on is 0).
 * @param {string} svg @param {{ top?: number, bottom?: number, threshold?: number }} [band]
 */
async function inkedColumns(svg, { top = 0, bottom = Infinity, threshold = 64 } = {}) {
  const { data, info } = await sharp(png(svg)).greyscale().raw().toBuffer({ resolveWithObject: true })
  let left = Infinity
  let right = -Infinity
  for (let y = top; y < Math.min(bottom, info.height); y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) > threshold) {
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
    }
  }
  return { left, right }
}

describe('cardFonts', () => {
  it('sets a text in the family that has letters for most of it, the first of those with as many', () => {
    expect(familyOf('Zürich, Αθήνα, Київ', cardFonts)).toBe('JetBrains Mono')
    expect(familyOf('رحلتي إلى القاهرة (AI) 2026.', cardFonts)).toBe('Noto Sans Arabic')
    expect(familyOf('סדנה בתל אביב, 2026', cardFonts)).toBe('Noto Sans Hebrew')
    expect(familyOf('القاهرة and ירושלים', cardFonts)).toBe('Noto Sans Arabic')
    expect(familyOf('Won the hackathon 🏆', cardFonts)).toBe('JetBrains Mono')
    expect(familyOf('東京', cardFonts)).toBe('JetBrains Mono')
  })

  it('has every emoji, a joined one too, in Noto Emoji, and keeps a text\'s own family for what it has', () => {
    for (const emoji of ['🏆', '👩‍💻', '❤️', '🇯🇵']) expect(familyOf(emoji, cardFonts, 'JetBrains Mono'), emoji).toBe('Noto Emoji')
    expect(cardFonts.has('JetBrains Mono', '🏆')).toBe(false)
    expect(familyOf('2026', cardFonts, 'Noto Sans Arabic')).toBe('Noto Sans Arabic')
  })

  // A joined emoji and a flag are one letter of the face, each as wide as one emoji.
  it.each(['🏆', '👩‍💻', '🇯🇵'])('draws %s in Noto Emoji, as wide as it is measured there', async (emoji) => {
    const size = 60
    const width = cardFonts.width(emoji, 'Noto Emoji', size, 700)
    expect(width).toBeLessThan(1.5 * size)
    const canvas = Math.ceil(width) + 200
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="120"><rect width="${canvas}" height="120"/><text x="100" y="90" font-family="Noto Emoji" font-size="${size}" font-weight="700" fill="#fff">${emoji}</text></svg>`
    expect(undrawable(svg)).toEqual([])
    const { left, right } = await inkedColumns(svg)
    expect(left).toBeGreaterThanOrEqual(100)
    expect(right + 1 - 100).toBeLessThanOrEqual(width + 1)
    expect(right + 1 - 100).toBeGreaterThan(width - 0.15 * size)
  })

  // The line's width as measured and as resvg draws it: the ink stops short of the advance by the
  // first and last letters' side bearings, a few pixels at most.
  it.each([
    ['Retrieval-augmented chatbot', 60, 700],
    ['رحلتي في هاكاثون 2026 (AI) مع الفريق.', 60, 700],
    ['قضينا ثمانٍ وأربعين ساعة في بناء نموذج يساعد الطلاب.', 28, 400],
    ['סדנת למידת מכונה בתל אביב, 2026', 28, 400],
  ])('measures "%s" as wide as it is drawn at %i px, weight %i', async (text, size, weight) => {
    const family = familyOf(text, cardFonts)
    const width = cardFonts.width(text, family, size, /** @type {400 | 700} */ (weight))
    const canvas = Math.ceil(width) + 200
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="120"><rect width="${canvas}" height="120"/><text x="100" y="90" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="#fff">\u202B${text}\u202C</text></svg>`
    const { left, right } = await inkedColumns(svg)
    expect(left).toBeGreaterThanOrEqual(100)
    expect(right + 1 - 100).toBeLessThanOrEqual(width + 1)
    expect(right + 1 - 100).toBeGreaterThan(width - 0.15 * size)
  })
})

describe('a link preview', () => {
  it('draws a heading with a joined emoji and a flag whole, each where the card measured it', async () => {
    // A page in English: laid out from the left on a site in any language.
    const card = { slug: 'team', eyebrow: 'My Journey', heading: 'Team 👩‍💻 from 🇯🇵', text: 'A week of robots.', language: 'en' }
    const svg = previewSvg(card, { name: 'Ana Lima', brand: 'ana' }, 'ana.dev', cardFonts)
    expect(undrawable(svg)).toEqual([])
    const size = 60
    const mono = (/** @type {string} */ text) => cardFonts.width(text, 'JetBrains Mono', size, 700)
    const emoji = (/** @type {string} */ text) => cardFonts.width(text, 'Noto Emoji', size, 700)
    const width = mono('Team ') + emoji('👩‍💻') + mono(' from ') + emoji('🇯🇵')
    // The heading's first line, in the text's light colour (the rain's letters are fainter), from the
    // card's margin to the flag's end. Drawn in one chunk, resvg dropped the whole line.
    const { left, right } = await inkedColumns(svg, { top: 180, bottom: 250, threshold: 200 })
    expect(left).toBeGreaterThanOrEqual(80)
    expect(left).toBeLessThan(100)
    expect(right + 1 - 80).toBeLessThanOrEqual(width + 1)
    expect(right + 1 - 80).toBeGreaterThan(width - 0.15 * size)
  })
})
