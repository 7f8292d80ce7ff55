import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { words } from '../content/words'
import { fixtureArticle } from '../lib/contentFixtures'
import { escapeRegExp } from '../lib/escapeRegExp'
import { paths } from '../lib/paths'
import type { JourneyIndexData } from '../lib/routeData'
import { seedRouteData } from '../routeData/cache'
import { JourneyIndex } from './JourneyIndex'
import { unescapedText } from './renderedText'

function render(data: JourneyIndexData) {
  seedRouteData(paths.journeyIndex, data)
  return unescapedText(
    renderToString(
      <Router ssrPath={paths.journeyIndex}>
        <JourneyIndex />
      </Router>,
    ),
  )
}

const item = (id: string, year?: string) => {
  const { title, date, category } = fixtureArticle(id)
  return { id, title, date, category, minutes: 3, ...(year && { year }) }
}

describe('the list of articles', () => {
  it('counts and lists the articles, with their reading time', () => {
    const html = render({ articles: [item('a1', '2025'), item('a2', '2025')] })
    expect(html).toContain(words.journey.listed(2))
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html.split(words.journey.readingTime(3))).toHaveLength(3)
  })

  it('links each line’s category to the page of its articles', () => {
    const html = render({ articles: [{ ...item('a1', '2025'), category: 'Machine Learning' }] })
    expect(html).toMatch(new RegExp(`<a[^>]*href="${paths.journeyCategory('machine-learning')}"[^>]*>.*${escapeRegExp(words.journey.category)}.*Machine Learning</a>`))
  })

  it('lists them under a heading per year, in the list’s order, the undated last', () => {
    const html = render({ articles: [item('a1', '2024'), item('a2', '2025'), item('a3'), item('a4', '2025')] })
    expect([...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1])).toEqual(['2024', '2025', words.journey.undated])
    expect(html.match(/<ol/g)).toHaveLength(3)
  })

  it('says there is none yet, with no empty list, before the first article', () => {
    const html = render({ articles: [] })
    expect(html).toContain(words.journey.listed(0))
    expect(html).not.toContain('<ol')
  })

  it('leads back home, to its My Journey, or to its top before the first article, which the home page leaves it out for', () => {
    expect(render({ articles: [item('a1', '2025')] })).toMatch(new RegExp(`<a[^>]*href="${paths.section('experiences')}"[^>]*>.*${escapeRegExp(words.journey.backToHome)}</a>`))
    const empty = render({ articles: [] })
    expect(empty).toMatch(new RegExp(`<a[^>]*href="${paths.home}"[^>]*>.*${escapeRegExp(words.journey.backToHome)}</a>`))
    expect(empty).not.toContain(paths.section('experiences'))
  })
})
