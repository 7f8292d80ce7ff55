import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { words } from '../content/words'
import { fixtureArticle } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import type { JourneyCategoryData } from '../lib/routeData'
import { seedRouteData } from '../routeData/cache'
import { JourneyCategory } from './JourneyCategory'
import { unescapedText } from './renderedText'

function render(slug: string, data: JourneyCategoryData | null) {
  const path = paths.journeyCategory(slug)
  seedRouteData(path, data)
  return unescapedText(
    renderToString(
      <Router ssrPath={path}>
        <JourneyCategory params={{ slug }} />
      </Router>,
    ),
  )
}

const item = (id: string, year: string) => {
  const { title, date } = fixtureArticle(id)
  return { id, title, date, category: 'Machine Learning', minutes: 2, year }
}

describe('a category’s page', () => {
  it('is headed by the category, counts its articles and lists them by year, linked, without repeating the category on each line', () => {
    const html = render('machine-learning', { name: 'Machine Learning', articles: [item('m1', '2024'), item('m2', '2025')] })
    expect(html).toMatch(/<h1[^>]*>Machine Learning<\/h1>/)
    expect(html).toContain(words.journey.listed(2, true))
    expect([...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1])).toEqual(['2024', '2025'])
    expect([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([paths.journeyIndex, paths.journey('m1'), paths.journey('m2')])
  })

  it('says a category no article has is not found, and leads to every article', () => {
    const html = render('nope', null)
    expect(html).toContain(words.journey.categoryNotFound)
    expect(html).toContain(`href="${paths.journeyIndex}"`)
  })
})
