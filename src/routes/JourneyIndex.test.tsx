import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { fixtureArticle } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import type { JourneyIndexData } from '../lib/routeData'
import { seedRouteData } from '../routeData/cache'
import { JourneyIndex } from './JourneyIndex'

function render(data: JourneyIndexData) {
  seedRouteData(paths.journeyIndex, data)
  return renderToString(
    <Router ssrPath={paths.journeyIndex}>
      <JourneyIndex />
    </Router>,
  )
}

describe('the list of articles', () => {
  it('counts and lists the articles', () => {
    const html = render({ articles: [fixtureArticle('a1'), fixtureArticle('a2')] })
    expect(html).toContain('2 articles, oldest first')
    expect(html.match(/<li/g)).toHaveLength(2)
  })

  it('says there is none yet, with no empty list, before the first article', () => {
    const html = render({ articles: [] })
    expect(html).toContain('No articles yet.')
    expect(html).not.toMatch(/<ol|0 articles/)
  })
})
