import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it, vi } from 'vitest'
import { profile } from '../content/profile'
import type { SectionId } from '../content/types'
import { words } from '../content/words'
import { fixtureContent } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import { routeDataOf, type HomeData } from '../lib/routeData'
import { seedRouteData } from '../routeData/cache'
import { Home } from './Home'
import { unescapedText } from './renderedText'

const made = new Map(routeDataOf(fixtureContent(profile))).get(paths.home) as HomeData

/** The home page's section headings, with their numbers, as `Page` renders them. */
function headings(Page: typeof Home): string[] {
  const html = renderToString(
    <Router ssrPath="/">
      <Page />
    </Router>,
  )
  return [...unescapedText(html).replaceAll('<!-- -->', '').matchAll(/<h2[^>]*><span[^>]*>(\d\d)\.<\/span>([^<]+)<\/h2>/g)].map(([, number, title]) => `${number}. ${title}`)
}

/** The home page's section headings with this data. */
function sections(home: HomeData): string[] {
  seedRouteData(paths.home, home)
  return headings(Home)
}

/** Whether the owner's profile keeps this section: its jobs' and its skills' only with an entry. */
const inProfile = (id: SectionId) => (id === 'experience' ? profile.experience.length > 0 : id === 'skills' ? profile.skills.length > 0 : true)

/** The headings of these sections that the owner's profile keeps, numbered in order. */
const numbered = (ids: SectionId[]) => ids.filter(inProfile).map((id, index) => `0${index + 1}. ${words.home.sections[id]}`)

describe('the home page', () => {
  it('shows every section, numbered in order, when every list has an entry (the profile’s as the owner wrote them)', () => {
    expect(sections(made)).toEqual(numbered(['about', 'experience', 'skills', 'certifications', 'projects', 'experiences', 'contact']))
  })

  it('leaves out the section of an empty list, and numbers the others without a gap', () => {
    expect(sections({ ...made, projects: [], certificates: [] })).toEqual(numbered(['about', 'experience', 'skills', 'experiences', 'contact']))
    expect(sections({ ...made, journey: [], journeyCount: 0 })).toEqual(
      numbered(['about', 'experience', 'skills', 'certifications', 'projects', 'contact']),
    )
  })

  it('keeps the entries’ sections, and only the profile’s lists with an entry, while its data is on its way', async () => {
    vi.resetModules()
    const { Home: HomeWithoutData } = await import('./Home')
    expect(headings(HomeWithoutData)).toEqual(numbered(['about', 'experience', 'skills', 'certifications', 'projects', 'experiences', 'contact']))
  })
})
