import { describe, expect, it } from 'vitest'
import { splitFrontmatter } from './markdownEntries'
import { sampleArticleMarkdown } from './sampleArticles'

const PHOTOS = ['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg', 'photo-4.jpg', 'photo-5.jpg', 'photo-6.jpg']

describe('sampleArticleMarkdown', () => {
  it('writes about 500 words in five paragraphs, a photo and code under a frontmatter the owner could have written', () => {
    const { fields, markdown } = splitFrontmatter(sampleArticleMarkdown(7, 200, PHOTOS), 'sample-7')
    const words = markdown.trim().split(/\s+/).length
    expect(words).toBeGreaterThan(450)
    expect(words).toBeLessThan(650)
    const blocks = markdown.trim().split('\n\n')
    expect(blocks.filter((block) => block.startsWith('Paragraph '))).toHaveLength(5)
    expect(blocks).toContainEqual(expect.stringMatching(/^!\[Sample photo in the text of Sample event 7[^\]]*\]\(photo-\d\.jpg "[^"]+"\)$/))
    expect(blocks).toContainEqual(expect.stringMatching(/^```python\n[\s\S]+\n```$/))
    expect(fields).toMatchObject({ published: '2026-03-08', thumbnail: { file: 'photo-2.jpg' } })
    expect(fields.gallery).toEqual([1, 2, 3].map((i) => ({ file: PHOTOS[(7 + i) % 6], alt: expect.stringMatching(/^Sample photo \d of Sample event 7/) })))
  })

  it('gives each article its own text, the same on every call', () => {
    const [a, b] = [sampleArticleMarkdown(1, 2, PHOTOS), sampleArticleMarkdown(2, 2, PHOTOS)]
    expect(a).not.toBe(b)
    expect(a).toContain('Paragraph 1 of sample article 1 of 2.')
    expect(sampleArticleMarkdown(1, 2, PHOTOS)).toBe(a)
  })
})
