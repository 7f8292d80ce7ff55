import { describe, expect, it } from 'vitest'
import { holdsEveryWord } from './searchMatch'

const TEXT = 'A campus lost-and-found: the installation took one night, and the café stayed open.'

describe('holdsEveryWord', () => {
  it('holds for words of the text, whole, begun or ending in a typo', () => {
    expect(holdsEveryWord(TEXT, 'installation')).toBe(true)
    expect(holdsEveryWord(TEXT, 'installa')).toBe(true)
    expect(holdsEveryWord(TEXT, 'instalaton')).toBe(true)
    expect(holdsEveryWord(TEXT, 'Campus night')).toBe(true)
  })

  it('does not hold for a word the text has only the first letters of', () => {
    expect(holdsEveryWord(TEXT, 'artificial')).toBe(false)
    expect(holdsEveryWord(TEXT, 'nightingale')).toBe(false)
  })

  it('does not hold when one of several words is missing', () => {
    expect(holdsEveryWord(TEXT, 'campus artificial')).toBe(false)
  })

  it('ignores case and accents, as the search does', () => {
    expect(holdsEveryWord(TEXT, 'CAFE')).toBe(true)
    expect(holdsEveryWord('Café', 'cafe')).toBe(true)
  })
})
