import { describe, expect, it } from 'vitest'
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
})

/**
 * Fonts as the build's, simplified: a text with a Hebrew letter is set in "Hebrew", any other in
 * "Mono"; every character is 0.6 em wide, a Hebrew one 1 em.
 */
const fonts: CardFonts = {
  familyOf: (text) => (/\p{Script=Hebrew}/u.test(text) ? 'Hebrew' : 'Mono'),
  width: (text, _family, size) => [...text].reduce((sum, character) => sum + (/\p{Script=Hebrew}/u.test(character) ? 1 : 0.6) * size, 0),
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
})
