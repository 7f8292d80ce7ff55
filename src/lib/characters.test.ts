import { describe, expect, it } from 'vitest'
import { characterBounds, characters } from './characters'

describe('characters', () => {
  it('takes a letter of the Latin, Arabic or Chinese script as one', () => {
    expect(characters('Robot')).toEqual(['R', 'o', 'b', 'o', 't'])
    expect(characters('机器人')).toEqual(['机', '器', '人'])
    expect(characters('')).toEqual([])
  })

  it('takes a letter with its marks, and an emoji of several code points, as one', () => {
    expect(characters('أهلاً')).toEqual(['أ', 'ه', 'ل', 'اً'])
    expect(characters('a🤖b')).toEqual(['a', '🤖', 'b'])
    expect(characters('Coder 👩‍💻')).toHaveLength(7)
    expect(characters('👍🏽')).toHaveLength(1)
  })
})

describe('characterBounds', () => {
  it('ends each character after its code units', () => {
    expect(characterBounds('abc')).toEqual([0, 1, 2, 3])
    expect(characterBounds('a🤖b')).toEqual([0, 1, 3, 4])
    expect(characterBounds('👩‍💻!')).toEqual([0, 5, 6])
    expect(characterBounds('')).toEqual([0])
  })
})
