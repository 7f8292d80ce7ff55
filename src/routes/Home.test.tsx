import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { profile } from '../content/profile'
import { fixtureContent } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import { routeDataOf, type HomeData } from '../lib/routeData'
import { seedRouteData } from '../routeData/cache'
import { Home } from './Home'

const made = new Map(routeDataOf(fixtureContent(profile))).get(paths.home) as HomeData

/** The home page's section headings, with their numbers. */
function sections(home: HomeData): string[] {
  seedRouteData(paths.home, home)
  const html = renderToString(
    <Router ssrPath="/">
      <Home />
    </Router>,
  )
  return [...html.replaceAll('<!-- -->', '').matchAll(/<h2[^>]*><span[^>]*>(\d\d)\.<\/span>([^<]+)<\/h2>/g)].map(([, number, title]) => `${number}. ${title}`)
}

describe('the home page', () => {
  it('shows the seven sections, numbered in order, when every list has an entry', () => {
    expect(sections(made)).toEqual([
      '01. About', '02. Experience', '03. Skills', '04. Certifications', '05. Projects', '06. My Journey', '07. Contact',
    ])
  })

  it('leaves out the section of an empty list, and numbers the others without a gap', () => {
    expect(sections({ ...made, projects: [], certificates: [] })).toEqual([
      '01. About', '02. Experience', '03. Skills', '04. My Journey', '05. Contact',
    ])
    expect(sections({ ...made, journey: [], journeyCount: 0 })).toEqual([
      '01. About', '02. Experience', '03. Skills', '04. Certifications', '05. Projects', '06. Contact',
    ])
  })
})
