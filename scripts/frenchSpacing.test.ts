import { describe, expect, it } from 'vitest'
import { isFrench, keepMarksWithWords, spacedGuillemets } from './frenchSpacing'

const NBSP = '\u00A0'

describe('French spacing', () => {
  it('knows French in any region, and nothing else', () => {
    for (const tag of ['fr', 'fr-CA', 'fr-BE', 'FR-ch']) expect(isFrench(tag)).toBe(true)
    for (const tag of ['en', 'fro', 'de-FR', 'not a tag']) expect(isFrench(tag)).toBe(false)
  })

  it('spaces guillemets inside, and leaves other marks as they are', () => {
    expect(spacedGuillemets(['«', '»', '‹', '›'])).toEqual([`«${NBSP}`, `${NBSP}»`, `‹${NBSP}`, `${NBSP}›`])
    expect(spacedGuillemets(['“', '”', '‘', '’'])).toEqual(['“', '”', '‘', '’'])
  })

  it('makes the spaces written inside guillemets and before high punctuation ones a line does not break at', () => {
    expect(keepMarksWithWords('Il a dit « oui » : vraiment ? Oui ; enfin !')).toBe(
      `Il a dit «${NBSP}oui${NBSP}»${NBSP}: vraiment${NBSP}? Oui${NBSP}; enfin${NBSP}!`,
    )
  })

  it('adds no space where the author wrote none', () => {
    expect(keepMarksWithWords('«oui» à 10:30, vraiment?')).toBe('«oui» à 10:30, vraiment?')
  })
})
