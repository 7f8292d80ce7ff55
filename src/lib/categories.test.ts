import { describe, expect, it } from 'vitest'
import { categoriesOf, categorySlug, inCategory } from './categories'

describe('categorySlug', () => {
  it.each([
    ['Hackathon', 'hackathon'],
    ['Machine Learning & AI', 'machine-learning-ai'],
    ['  Talk / Workshop  ', 'talk-workshop'],
    ['Café', 'cafe'],
    ['C++', 'c'],
    ['Web3', 'web3'],
    ['Tiếng Việt', 'tieng-viet'],
    ['Ελληνικά', 'ελληνικα'],
    ['ＡＩ ﬁnance', 'ai-finance'],
    ['黑客松', '黑客松'],
    ['ガジェット', 'ガジェット'],
    ['हिन्दी वार्ता', 'हिन्दी-वार्ता'],
    ['Олімпіада й турнір', 'олімпіада-й-турнір'],
    ['—', ''],
    ['\u0301', ''],
  ])('names %s’s page %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug)
  })

  it('writes a Korean name composed, however the article wrote it', () => {
    const name = '해커톤 후기'
    expect(categorySlug(name.normalize('NFD'))).toBe(name.normalize('NFC').replace(' ', '-'))
  })
})

describe('categoriesOf', () => {
  it('lists each category once, in the order it first appears', () => {
    const articles = [{ category: 'Talk' }, { category: 'Hackathon' }, { category: 'Talk' }, { category: 'Bootcamp' }]
    expect(categoriesOf(articles)).toEqual([
      { name: 'Talk', slug: 'talk' },
      { name: 'Hackathon', slug: 'hackathon' },
      { name: 'Bootcamp', slug: 'bootcamp' },
    ])
  })

  it('makes one category of two spellings with one slug, named as first written, and none without a slug', () => {
    expect(categoriesOf([{ category: 'AI / ML' }, { category: 'AI-ML' }, { category: '—' }])).toEqual([{ name: 'AI / ML', slug: 'ai-ml' }])
  })

  it('has none for no articles', () => {
    expect(categoriesOf([])).toEqual([])
  })
})

describe('inCategory', () => {
  it('keeps the articles of that category, in their order', () => {
    const articles = [
      { id: 'a', category: 'Talk' },
      { id: 'b', category: 'Hackathon' },
      { id: 'c', category: 'Talk' },
    ]
    expect(inCategory(articles, 'talk').map(({ id }) => id)).toEqual(['a', 'c'])
    expect(inCategory(articles, 'nope')).toEqual([])
  })
})
