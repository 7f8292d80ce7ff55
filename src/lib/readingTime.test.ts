import { describe, expect, it } from 'vitest'
import { readingMinutes, WORDS_PER_MINUTE } from './readingTime'

const words = (count: number) => Array.from({ length: count }, (_, n) => `word${n}`).join(' ')

describe('readingMinutes', () => {
  it('rounds the minutes up, at the stated speed', () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(1)
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE + 1)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE * 5)}</p>`)).toBe(5)
  })

  it('is at least a minute, even for no text', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('<p>Short.</p>')).toBe(1)
  })

  it('counts the words shown, not the markup of coloured code or of a photo', () => {
    const word = `<span style="color:#F97583">const</span> `
    const code = `<pre class="shiki" style="background-color:#24292e"><code>${word.repeat(WORDS_PER_MINUTE)}</code></pre>`
    const photo = `<img src="/assets/pictures/a-very-long-file-name.jpg" alt="${words(10)}" width="800" height="450">`
    expect(readingMinutes(`${code}${photo.repeat(30)}`)).toBe(1)
  })

  it('counts a word with an apostrophe or a hyphen once', () => {
    const joined = Array.from({ length: WORDS_PER_MINUTE }, () => 'first-year’s').join(' ')
    expect(readingMinutes(`<p>${joined}</p>`)).toBe(1)
  })
})
