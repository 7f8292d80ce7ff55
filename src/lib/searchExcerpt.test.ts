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

  it('gives back escaped text as the characters it stands for', () => {
    expect(excerptParts('R&amp;D &lt;b&gt; &quot;x&quot; it&#39;s')).toEqual([{ text: 'R&D <b> "x" it\'s', marked: false }])
  })

  it('keeps any other tag as text, never as markup', () => {
    expect(excerptParts('<img src=x onerror=alert(1)> <mark>word</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'word', marked: true },
    ])
  })

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([])
  })
})
