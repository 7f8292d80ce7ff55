import { describe, expect, it } from 'vitest'
import { characters } from './characters'
import { type CardFonts, previewSvg, wrapLines } from './previewCard'
import { siteDirection } from './textDirection'

/** A line of at most `length` characters fits. */
const atMost = (length: number) => (line: string) => [...line].length <= length

describe('wrapLines', () => {
  it('wraps on spaces within the width', () => {
    expect(wrapLines('one two three four', atMost(9), 3)).toEqual(['one two', 'three', 'four'])
  })

  it('ends the last kept line with an ellipsis when the text is too long', () => {
    expect(wrapLines('one two three four', atMost(9), 2)).toEqual(['one two', 'three…'])
    expect(wrapLines('aaaa bbbb cccc', atMost(4), 2)).toEqual(['aaaa', 'bbb…'])
  })

  it('cuts a word longer than a line', () => {
    expect(wrapLines('abcdefghij', atMost(4), 2)).toEqual(['abcd'])
  })

  it('cuts a word between the characters a reader sees, never inside a joined emoji', () => {
    // Each emoji is five UTF-16 code units: a line of four cuts none of them in half.
    expect(wrapLines('👩‍💻👩‍💻', (line) => line.length <= 4, 1)).toEqual(['👩‍💻'])
  })
})

const EMOJI = /\p{Extended_Pictographic}/u
const HEBREW = /\p{Script=Hebrew}/u

/**
 * Fonts as the build's, simplified: "Mono" has every letter but Hebrew ones and emoji, "Hebrew" every
 * letter but emoji, "Emoji" emoji (their joiner too) and the space. A letter is 0.6 em wide, a Hebrew
 * one 1 em, an emoji 1.2 em in "Emoji" and an empty box of 0.6 em in a family without it.
 */
const has: Record<'Mono' | 'Hebrew' | 'Emoji', (character: string) => boolean> = {
  Mono: (character) => !HEBREW.test(character) && !EMOJI.test(character),
  Hebrew: (character) => !EMOJI.test(character),
  Emoji: (character) => EMOJI.test(character) || /[\u200d ]/u.test(character),
}
const fonts: CardFonts = {
  families: ['Mono', 'Hebrew', 'Emoji'],
  has: (family, text) => [...text].every((character) => has[family as keyof typeof has](character)),
  width: (text, family, size) =>
    characters(text).reduce((sum, character) => sum + (HEBREW.test(character) ? 1 : family === 'Emoji' && EMOJI.test(character) ? 1.2 : 0.6) * size, 0),
}
const owner = { name: 'Aarav Sharma', brand: 'aarav' }

/** The `<text>` elements of a card: their attributes, and the lines of their `<tspan>`s. */
function texts(svg: string) {
  return [...svg.matchAll(/<text ([^>]*font-family[^>]*)>((?:<tspan[^>]*>[^<]*<\/tspan>)+)<\/text>/g)].map(([, attributes = '', tspans = '']) => ({
    attributes,
    lines: [...tspans.matchAll(/<tspan x="(\d+)"[^>]*>([^<]*)<\/tspan>/g)].map(([, x, line]) => ({ x: Number(x), line })),
  }))
}

describe('previewSvg', () => {
  const card = { slug: 'project-1', eyebrow: 'Project', heading: 'Fish & <Chips>', text: 'A short description.' }
  const svg = previewSvg(card, owner, 'me.dev', fonts)

  it('is a 1200×630 image holding the page text, escaped', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/)
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;')
    expect(svg).toContain('>Project<')
    expect(svg).toContain('A short description.')
    expect(svg).toContain('>me.dev<')
  })

  it('draws the same card for the same page and a different rain for another', () => {
    expect(previewSvg(card, owner, 'me.dev', fonts)).toBe(svg)
    expect(previewSvg({ ...card, slug: 'home' }, owner, 'me.dev', fonts)).not.toBe(svg)
  })

  it('rains the owner’s name by whole characters, an emoji of several code points one of them in its family', () => {
    const name = 'Zoë 👩‍💻'
    const drawn = previewSvg(card, { ...owner, name }, 'me.dev', fonts)
    const rain = [...drawn.matchAll(/fill-opacity="[\d.]+"( font-family="\w+")?>([^<]*)<\/text>/g)].map(([, family = '', glyph]) => `${glyph}${family}`)
    expect(new Set(rain)).toEqual(new Set(['Z', 'O', 'Ë', '👩‍💻 font-family="Emoji"']))
  })

  it('wraps each text at the width its fonts measure, and sets it in the family that has its letters', () => {
    // 1040 px of line: 28 characters of the heading's 60 px in its mono face (0.6 em), three words.
    const latin = 'abcdefgh '.repeat(6).trim()
    const hebrew = 'אבגדהוזח '.repeat(6).trim()
    const [eyebrow, heading, text] = texts(previewSvg({ ...card, heading: latin, text: hebrew }, owner, 'me.dev', fonts))
    expect(eyebrow?.attributes).toContain('font-family="Mono"')
    expect(heading?.attributes).toContain('font-family="Mono"')
    expect(heading?.lines.map(({ line }) => line)).toEqual(['abcdefgh abcdefgh abcdefgh', 'abcdefgh abcdefgh abcdefgh'])
    // A Hebrew letter of the text's 28 px is 28 px wide and a space 16.8: four words to a line.
    expect(text?.attributes).toContain('font-family="Hebrew"')
    expect(text?.lines.map(({ line }) => (line ?? '').replace(/[\u202B\u202C]/g, ''))).toEqual(['אבגדהוזח אבגדהוזח אבגדהוזח אבגדהוזח', 'אבגדהוזח אבגדהוזח'])
  })

  /** The side a card's texts stand at, and the side its rain falls at. */
  function sides(drawn: string) {
    const anchors = texts(drawn).map(({ attributes, lines }) => `${/text-anchor="(\w+)"/.exec(attributes)?.[1]} ${lines.map(({ x }) => x).join(',')}`)
    const rain = [...drawn.matchAll(/<text x="([\d.]+)" y="\d+" fill-opacity/g)].map(([, x]) => Number(x))
    const brand = /<text x="(\d+)" [^>]*text-anchor="(\w+)">~\/aarav<\/text>/.exec(drawn)?.slice(1)
    const host = /<text x="(\d+)" [^>]*text-anchor="(\w+)">me\.dev<\/text>/.exec(drawn)?.slice(1)
    return { anchors, rainMax: Math.max(...rain), rainMin: Math.min(...rain), brand, host }
  }

  it.each([
    ['he', 'rtl'],
    ['ar', 'rtl'],
    ['fr', 'ltr'],
    [undefined, siteDirection()],
  ] as const)('lays out the card of a page in %s as the page is written, %s', (language, direction) => {
    const drawn = sides(previewSvg({ ...card, heading: 'סדנה בתל אביב', text: 'יומיים של הרצאות.', ...(language ? { language } : {}) }, owner, 'me.dev', fonts))
    if (direction === 'rtl') {
      expect(drawn.anchors).toEqual(['end 1120', 'end 1120', 'end 1120'])
      expect([drawn.brand, drawn.host]).toEqual([['1120', 'end'], ['80', 'start']])
      expect(drawn.rainMax).toBeLessThan(600)
    } else {
      expect(drawn.anchors).toEqual(['start 80', 'start 80', 'start 80'])
      expect([drawn.brand, drawn.host]).toEqual([['80', 'start'], ['1120', 'end']])
      expect(drawn.rainMin).toBeGreaterThanOrEqual(600)
    }
  })

  it('orders each text from where its writing starts, whatever side it stands at', () => {
    for (const language of ['he', 'fr']) {
      const [eyebrow, heading, text] = texts(previewSvg({ ...card, heading: 'סדנה בתל אביב', text: 'יומיים של הרצאות.', language }, owner, 'me.dev', fonts))
      // The Hebrew texts are embedded right to left, so the full stop ends the line at its left; the
      // Latin eyebrow is not.
      expect(heading?.lines[0]?.line).toBe('\u202Bסדנה בתל אביב\u202C')
      expect(text?.lines[0]?.line).toBe('\u202Bיומיים של הרצאות.\u202C')
      expect(eyebrow?.lines[0]?.line).toBe('Project')
    }
  })

  it('sets an emoji in the family that has it, as a chunk of its own, and wraps at its width there', () => {
    // 26 letters and two spaces of the heading's 60 px (0.6 em) are 1008 px of the line's 1040; the
    // trophy, 72 px in its family, no longer fits after them (it would as a 36-px box in "Mono").
    // A page in English, laid out from the left on a site in any language.
    const drawn = previewSvg({ ...card, heading: 'abcdefgh abcdefgh abcdefgh 🏆', text: 'Night-shift 👩‍💻 tinkerer', language: 'en' }, owner, 'me.dev', fonts)
    expect(drawn).toContain('<tspan x="80" y="232">abcdefgh abcdefgh abcdefgh</tspan><tspan x="80" y="304" text-anchor="start" font-family="Emoji">🏆</tspan>')
    // Each run stands where the runs before it end: 11 characters of 16.8 px and a space, the emoji's
    // 33.6 px and a space; the spaces are left between them.
    expect(drawn).toContain(
      '<tspan x="80" y="394" text-anchor="start">Night-shift</tspan><tspan x="281.6" y="394" text-anchor="start" font-family="Emoji">👩‍💻</tspan><tspan x="332" y="394" text-anchor="start">tinkerer</tspan>',
    )
  })

  it('places the runs of a line written from the right from its right edge, whichever side it stands at', () => {
    // From the left, the emoji (1.2 × 28 px), the space and the Hebrew word (16.8 + 4 × 28): 162.4 px
    // from the card's right margin on a page in Hebrew, from its left margin on a page in French. The
    // word is embedded from the right.
    for (const [language, left] of [
      ['he', 1120 - 162.4],
      ['fr', 80],
    ] as const) {
      const drawn = previewSvg({ ...card, heading: 'x', text: 'סדנה 🏆', language }, owner, 'me.dev', fonts)
      expect(drawn).toContain('<text font-family="Hebrew" font-size="28"')
      expect(drawn).toContain(
        `<tspan x="${Number(left.toFixed(2))}" y="322" text-anchor="start" font-family="Emoji">🏆</tspan><tspan x="${Number((left + 50.4).toFixed(2))}" y="322" text-anchor="start">\u202Bסדנה\u202C</tspan>`,
      )
    }
  })
})
