import { describe, expect, it } from 'vitest'
import { phraseParts } from './phraseParts'

describe('phraseParts', () => {
  it('gives the words before and after the part, wherever the language puts it', () => {
    expect(phraseParts((date) => `Published on ${date}`)).toEqual(['Published on ', ''])
    expect(phraseParts((date) => `${date} veröffentlicht`)).toEqual(['', ' veröffentlicht'])
    expect(phraseParts((date) => `Publié le ${date}.`)).toEqual(['Publié le ', '.'])
  })

  it('keeps a phrase that leaves the part out whole', () => {
    expect(phraseParts(() => 'Published')).toEqual(['Published', ''])
  })
})
