import { describe, expect, it } from 'vitest'
import { SITE_LANGUAGE } from '../content/owner'
import { words } from '../content/words'
import { numberWriter, siteNumber, siteNumerals } from './siteNumber'

describe('numberWriter', () => {
  it('groups the thousands as the language does', () => {
    expect(numberWriter('en')(1204)).toBe('1,204')
    expect(numberWriter('de')(1204)).toBe('1.204')
    expect(numberWriter('fr')(1204)).toBe('1\u202F204')
    expect(numberWriter('en-IN')(1234567)).toBe('12,34,567')
    expect(numberWriter('en')(7)).toBe('7')
  })
})

describe('siteNumber', () => {
  it('writes in the site’s language', () => {
    expect(siteNumber(1204)).toBe(numberWriter(SITE_LANGUAGE)(1204))
  })

  it('has its digits and separators among siteNumerals', () => {
    const numerals = new Set(siteNumerals())
    for (const value of [0, 9, 1204, 98765]) expect([...siteNumber(value)].filter((character) => !numerals.has(character))).toEqual([])
  })

  it('writes the counts of the site’s words', () => {
    const count = 1204
    const written = siteNumber(count)
    const counted = [
      words.home.allArticles(count),
      words.journey.listed(count),
      words.journey.listed(count, true),
      words.journey.categoryDescription('Talks', count, 'Owner', 'journal'),
      words.journey.categoryPreviewText(count, 'Owner'),
      words.journey.readingTime(count),
      words.search.found('query', count, 20),
    ]
    for (const phrase of counted) expect(phrase).toContain(written)
  })
})
