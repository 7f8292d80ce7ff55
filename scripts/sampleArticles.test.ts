import { describe, expect, it } from 'vitest'
import { sampleArticle } from './sampleArticles'

describe('sampleArticle', () => {
  it('writes about 500 words in paragraphs separated by blank lines', () => {
    const article = sampleArticle(7, 200, 6)
    const words = article.content.split(/\s+/).length
    expect(words).toBeGreaterThan(450)
    expect(words).toBeLessThan(650)
    expect(article.content.split('\n\n')).toHaveLength(5)
  })

  it('gives each article its own id, text and photos, the same on every call', () => {
    const [a, b] = [sampleArticle(1, 2, 6), sampleArticle(2, 2, 6)]
    expect([a.id, b.id]).toEqual(['sample-1', 'sample-2'])
    expect(a.content).not.toBe(b.content)
    expect(a.content).toContain('Paragraph 1 of sample article 1 of 2.')
    expect(sampleArticle(1, 2, 6)).toEqual(a)
    expect(new Set(a.photos).size).toBe(4)
    expect(Math.max(...a.photos)).toBeLessThan(6)
  })
})
