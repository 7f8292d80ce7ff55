import { describe, expect, it } from 'vitest'
import { CHARACTERS_PER_MINUTE, readingMinutes, WORDS_PER_MINUTE } from './readingTime'

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

  it('counts Chinese and Japanese, written without spaces, by their characters', () => {
    const chinese = '我们在周末做了一个机器人。' // twelve characters and a full stop
    const threeMinutes = chinese.repeat((CHARACTERS_PER_MINUTE * 3) / 12)
    expect(readingMinutes(`<p>${threeMinutes}</p>`), 'sentence after sentence, no space between').toBe(3)
    expect(readingMinutes(`<p>${threeMinutes}${chinese}</p>`)).toBe(4)
    const japanese = 'ロボコンに初めて参加した。' // kana and kanji: twelve characters
    expect(readingMinutes(`<p>${japanese.repeat((CHARACTERS_PER_MINUTE * 2) / 12)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)} ${'字'.repeat(CHARACTERS_PER_MINUTE)}</p>`), 'a minute of each').toBe(2)
  })

  it('counts Thai, Lao, Khmer and Burmese, written without spaces, by the words of a dictionary', () => {
    const sentences = {
      th: ['ภาษาไทยเป็นภาษาที่สวยงามมาก', 7], // ภาษา ไทย เป็น ภาษา ที่ สวยงาม มาก
      lo: ['ພາສາລາວເປັນພາສາທີ່ສວຍງາມ', 6],
      km: ['ភាសាខ្មែរគឺជាភាសាដ៏ស្រស់ស្អាត', 6],
      my: ['စကားသည်လှပသည်', 4],
    } as const
    for (const [language, [sentence, count]] of Object.entries(sentences)) {
      const text = `${sentence} `.repeat(Math.floor((WORDS_PER_MINUTE * 2) / count) + 1) // just over two minutes
      expect(readingMinutes(`<p>${text}</p>`), language).toBe(3)
      expect(readingMinutes(`<p>${`${sentence} `.repeat(Math.floor(WORDS_PER_MINUTE / count))}</p>`), language).toBe(1)
    }
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)} ภาษาไทย</p>`), 'beside words with spaces').toBe(2)
  })

  it('counts Korean, written with spaces, by its words', () => {
    expect(readingMinutes(`<p>${'로봇을 만들었다 '.repeat(WORDS_PER_MINUTE / 2)}</p>`)).toBe(1)
  })
})
