import { describe, expect, it } from 'vitest'
import { OWNER_NAME } from '../content/owner'
import { glyphSet } from './glyphSet'

describe('glyphSet', () => {
  it('keeps each letter of the name once, in order of first appearance, case kept', () => {
    expect(glyphSet('Aarav Sharma')).toEqual(['A', 'a', 'r', 'v', 'S', 'h', 'm'])
  })

  it('leaves out spaces, digits and punctuation', () => {
    expect(glyphSet("O'Neil-Smith 3rd")).toEqual(['O', 'N', 'e', 'i', 'l', 'S', 'm', 't', 'h', 'r', 'd'])
  })

  it('keeps letters beyond ASCII whole, however they were typed', () => {
    expect(glyphSet('Zoë Zoe\u0308')).toEqual(['Z', 'o', 'ë'])
  })

  it('falls back to two digits when the name has no letter', () => {
    expect(glyphSet(' 42 ')).toEqual(['0', '1'])
  })

  it('gives the rain of the site owner only letters of their name', () => {
    for (const glyph of glyphSet(OWNER_NAME)) expect(OWNER_NAME).toContain(glyph)
  })
})
