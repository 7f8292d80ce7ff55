import { describe, expect, it } from 'vitest'
import { atomFeed } from './feed'

const feed = (articles: Parameters<typeof atomFeed>[0]['articles']) =>
  atomFeed({ title: 'My Journey · A & B', author: 'Ada', language: 'pt-BR', feedUrl: 'https://x.dev/feed.xml', pageUrl: 'https://x.dev/#experiences', articles })

const article = (n: number, published?: string) => ({
  title: `Day <${n}>`,
  summary: 'Built & shipped',
  category: 'Talk',
  url: `https://x.dev/experience/${n}`,
  ...(published && { published }),
})

describe('atomFeed', () => {
  it('lists every article newest first, dated by the newest article, in the content\'s language', () => {
    const xml = feed([article(1, '2025-03-28'), article(2, '2026-02-12'), article(3, '2025-08-17')])
    expect([...xml.matchAll(/<id>https:\/\/x\.dev\/experience\/(\d)<\/id>/g)].map((m) => m[1])).toEqual(['2', '3', '1'])
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">\n  <title>My Journey · A &amp; B</title>')
    expect(xml).toMatch(/<id>https:\/\/x\.dev\/feed\.xml<\/id>\n {2}<updated>2026-02-12T00:00:00Z<\/updated>/)
    expect(xml).toContain('<title>Day &lt;2&gt;</title>')
    expect(xml).toContain('<published>2025-03-28T00:00:00Z</published>')
  })

  it('dates an article without a machine date with the feed, the same on every build', () => {
    const xml = feed([article(1, '2025-03-28'), article(2)])
    const second = xml.slice(xml.indexOf('experience/2'))
    expect(second).not.toContain('<published>')
    expect(second).toContain('<updated>2025-03-28T00:00:00Z</updated>')
  })

  it('says the language of an article written in another than the feed\'s', () => {
    const xml = feed([article(1, '2025-03-28'), { ...article(2, '2025-04-01'), language: 'fr' }])
    expect(xml).toMatch(/<entry xml:lang="fr">\n {4}<title>Day &lt;2&gt;<\/title>/)
    expect(xml).toMatch(/<entry>\n {4}<title>Day &lt;1&gt;<\/title>/)
  })
})
