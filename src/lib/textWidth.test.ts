import { describe, expect, it } from 'vitest'
import { estimatedEnds, estimatedWidth, MONOSPACE_EM, unitEnds } from './textWidth'

describe('estimatedEnds', () => {
  it('gives each character of the monospace face its width', () => {
    const ends = estimatedEnds('Robot')
    expect(ends).toHaveLength(6)
    ends.forEach((end, shown) => expect(end).toBeCloseTo(shown * MONOSPACE_EM))
  })

  it('counts a letter of the other scripts (Latin, Cyrillic, Arabic) at the monospace width', () => {
    for (const text of ['Night-shift', 'أبني الروبوتات', 'Привет']) expect(estimatedWidth(text)).toBeCloseTo(text.length * MONOSPACE_EM)
  })

  it('counts Chinese, Japanese and Korean characters and full-width punctuation a square em each', () => {
    expect(estimatedWidth('机器人')).toBeCloseTo(3)
    expect(estimatedWidth('ロボット')).toBeCloseTo(4)
    expect(estimatedWidth('로봇')).toBeCloseTo(2)
    expect(estimatedWidth('，。！')).toBeCloseTo(3)
    expect(estimatedWidth('AI 机器人')).toBeCloseTo(3 * MONOSPACE_EM + 3)
  })

  it('counts an emoji wider than a square, and ends it after both of its code units', () => {
    const ends = estimatedEnds('a🤖b')
    expect(ends).toHaveLength('a🤖b'.length + 1)
    expect(ends[2]).toBeCloseTo(ends[1] ?? NaN)
    expect((ends[3] ?? 0) - (ends[2] ?? 0)).toBeGreaterThan(1)
    expect(estimatedWidth('a🤖b')).toBeCloseTo(2 * MONOSPACE_EM + 1.3)
  })

  it('counts a letter with its marks, and an emoji of several code points, as one character', () => {
    expect(estimatedWidth('أهلاً')).toBeCloseTo(4 * MONOSPACE_EM)
    expect(estimatedWidth('👩‍💻')).toBeCloseTo(1.3)
    const ends = estimatedEnds('a👩‍💻')
    expect(ends).toHaveLength('a👩‍💻'.length + 1)
    expect(ends.slice(1, -1).every((end) => end === ends[1]), 'nothing ends inside the emoji').toBe(true)
  })

  it('is nothing for no text', () => {
    expect(estimatedEnds('')).toEqual([0])
    expect(estimatedWidth('')).toBe(0)
  })
})

describe('unitEnds', () => {
  it('gives every code unit inside a character where that character starts', () => {
    // a, then a joined emoji of five code units, then b.
    expect(unitEnds('a👩‍💻b', [0, 1, 3, 4])).toEqual([0, 1, 1, 1, 1, 1, 3, 4])
  })

  it('is the characters\' ends themselves where each is one code unit', () => {
    expect(unitEnds('abc', [0, 0.5, 1.25, 2])).toEqual([0, 0.5, 1.25, 2])
  })
})
