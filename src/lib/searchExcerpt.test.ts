import { describe, expect, it } from 'vitest'
import { excerptParts } from './searchExcerpt'

describe('excerptParts', () => {
  it('splits the excerpt into the marked words and the text around them', () => {
    expect(excerptParts('the <mark>judgments</mark> that <mark>matter</mark>.')).toEqual([
      { text: 'the ', marked: false },
      { text: 'judgments', marked: true },
      { text: ' that ', marked: false },
      { text: 'matter', marked: true },
      { text: '.', marked: false },
    ])
  })

  it('marks the word alone, not the punctuation Pagefind marks with it', () => {
    expect(excerptParts('at the <mark>whiteboard;</mark> the rest, <mark>“Rust”</mark> and <mark>don’t</mark>')).toEqual([
      { text: 'at the ', marked: false },
      { text: 'whiteboard', marked: true },
      { text: '; the rest, “', marked: false },
      { text: 'Rust', marked: true },
      { text: '” and ', marked: false },
      { text: 'don’t', marked: true },
    ])
  })

  it('gives back the escaped angle brackets as they were written, and the rest as it is', () => {
    expect(excerptParts('R&D &lt;b&gt; &amp;')).toEqual([{ text: 'R&D <b> &amp;', marked: false }])
  })

  it('keeps a written tag as text, never as markup, even one that says mark', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; &lt;mark&gt; <mark>word</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> <mark> ', marked: false },
      { text: 'word', marked: true },
    ])
  })

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([])
  })
})
