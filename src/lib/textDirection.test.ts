import { describe, expect, it } from 'vitest'
import { SITE_LANGUAGE } from '../content/owner'
import { directionOfText, siteDirection, textDirection, writtenIn } from './textDirection'

describe('textDirection', () => {
  it('is right to left for languages written in Arabic, Hebrew, Thaana or Syriac script', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'fa', 'ur', 'yi', 'dv', 'ckb', 'ps', 'syr']) expect(textDirection(tag), tag).toBe('rtl')
  })

  it('is left to right for the others, and follows a script the tag names', () => {
    for (const tag of ['en', 'de', 'fr', 'zh-Hans', 'ja', 'hi', 'ku', 'az', 'pa']) expect(textDirection(tag), tag).toBe('ltr')
    for (const tag of ['az-Arab', 'pa-Arab']) expect(textDirection(tag), tag).toBe('rtl')
    expect(textDirection('ar-Latn')).toBe('ltr')
  })
})

describe('directionOfText', () => {
  it('follows the first letter, past digits and punctuation', () => {
    expect(directionOfText('WHOAMI')).toBe('ltr')
    expect(directionOfText('مرحبا')).toBe('rtl')
    expect(directionOfText('2026 — שלום, world')).toBe('rtl')
    expect(directionOfText('~/Ω')).toBe('ltr')
    expect(directionOfText('ދިވެހި')).toBe('rtl')
  })

  it('is the site’s direction for a text without a letter', () => {
    expect(directionOfText('2026 · 🚀')).toBe(siteDirection())
  })
})

describe('writtenIn', () => {
  it('marks nothing for an entry in the site’s language', () => {
    expect(writtenIn(undefined)).toEqual({})
  })

  it('gives the language, and the direction where it is not the site’s', () => {
    const other = textDirection(SITE_LANGUAGE) === 'ltr' ? 'ar' : 'en'
    const same = textDirection(SITE_LANGUAGE) === 'ltr' ? 'fr' : 'he'
    expect(writtenIn(other)).toEqual({ lang: other, dir: textDirection(other) })
    expect(writtenIn(same)).toEqual({ lang: same })
  })
})
