import { describe, expect, it } from 'vitest'
import { quotationMarks } from './quotationMarks'

describe('quotationMarks', () => {
  it('gives each language the marks its readers write', () => {
    expect(quotationMarks('en')).toEqual(['“', '”', '‘', '’'])
    expect(quotationMarks('de')).toEqual(['„', '“', '‚', '‘'])
    expect(quotationMarks('fr')).toEqual(['«', '»', '«', '»'])
    expect(quotationMarks('ja')).toEqual(['「', '」', '『', '』'])
  })

  it('finds a region’s marks through its language, and its script where the script decides them', () => {
    expect(quotationMarks('de-AT')).toEqual(quotationMarks('de'))
    expect(quotationMarks('pt-BR')).toEqual(quotationMarks('pt'))
    expect(quotationMarks('pt-PT')).not.toEqual(quotationMarks('pt'))
    // Taiwan writes Traditional Chinese, whose marks are not Simplified Chinese's.
    expect(quotationMarks('zh-TW')).toEqual(quotationMarks('zh-Hant'))
    expect(quotationMarks('zh-TW')).not.toEqual(quotationMarks('zh'))
  })

  it('gives a language it does not know, or what is no tag, the English marks', () => {
    expect(quotationMarks('tlh')).toEqual(quotationMarks('en'))
    expect(quotationMarks('../../package')).toEqual(quotationMarks('en'))
  })
})
