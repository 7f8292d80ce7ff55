import { describe, expect, it } from 'vitest'
import { previewSvg, wrapLines } from './previewCard'

describe('wrapLines', () => {
  it('wraps on spaces within the width', () => {
    expect(wrapLines('one two three four', 9, 3)).toEqual(['one two', 'three', 'four'])
  })

  it('ends the last kept line with an ellipsis when the text is too long', () => {
    expect(wrapLines('one two three four', 9, 2)).toEqual(['one two', 'three…'])
    expect(wrapLines('aaaa bbbb cccc', 4, 2)).toEqual(['aaaa', 'bbb…'])
  })

  it('cuts a word longer than a line', () => {
    expect(wrapLines('abcdefghij', 4, 2)).toEqual(['abcd'])
  })
})

describe('previewSvg', () => {
  const card = { slug: 'project-1', eyebrow: 'Project', heading: 'Fish & <Chips>', text: 'A short description.' }
  const svg = previewSvg(card, { name: 'Aarav Sharma', brand: 'aarav' }, 'me.dev')

  it('is a 1200×630 image holding the page text, escaped', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/)
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;')
    expect(svg).toContain('>Project<')
    expect(svg).toContain('A short description.')
    expect(svg).toContain('>me.dev<')
  })

  it('draws the same card for the same page and a different rain for another', () => {
    expect(previewSvg(card, { name: 'Aarav Sharma', brand: 'aarav' }, 'me.dev')).toBe(svg)
    expect(previewSvg({ ...card, slug: 'home' }, { name: 'Aarav Sharma', brand: 'aarav' }, 'me.dev')).not.toBe(svg)
  })
})
