import { describe, expect, it } from 'vitest'
import { escapeRegExp } from './escapeRegExp'

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text exactly, whatever it holds', () => {
    for (const text of ['Back to home', 'All 12 (of 200) articles?', 'a.b*c+d^e$f{g}h|i[j]k\\l/m', 'Related notes & stories']) {
      const pattern = new RegExp(`^${escapeRegExp(text)}$`)
      expect(pattern.test(text), text).toBe(true)
      expect(pattern.test(`${text}x`), text).toBe(false)
    }
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false)
  })
})
