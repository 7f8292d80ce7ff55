import { describe, expect, it } from 'vitest'
import { canonicalLanguageTag, languageTag } from './languageTag'

describe('languageTag', () => {
  it('keeps a tag in its canonical case', () => {
    expect(languageTag('en')).toBe('en')
    expect(languageTag(' pt-br ')).toBe('pt-BR')
    expect(languageTag('ZH-hans')).toBe('zh-Hans')
    expect(languageTag('de-CH')).toBe('de-CH')
  })

  it('stops the build on a name, a locale written with an underscore, or nothing, saying where', () => {
    for (const raw of ['English', 'en_US', '', 'e']) {
      expect(() => languageTag(raw), raw).toThrow(`SITE_LANGUAGE in src/content/owner.ts must be a language tag such as "en", "de" or "pt-BR", got "${raw}"`)
      expect(canonicalLanguageTag(raw), raw).toBeUndefined()
    }
    expect(canonicalLanguageTag('fr-ca')).toBe('fr-CA')
  })
})
