import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { fixtureProject } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import { seedRouteData } from '../routeData/cache'
import { ProjectPage } from './ProjectPage'

const full = fixtureProject('full')
const bare = fixtureProject('bare', { images: [], liveUrl: undefined, githubUrl: undefined })
const french = fixtureProject('french', { title: 'Un robot', description: 'Il suit une ligne.', body: '<p>Comment il marche.</p>', language: 'fr' })
for (const project of [full, bare, french]) seedRouteData(paths.project(project.id), project)

const render = (id: string) =>
  renderToString(
    <Router ssrPath={paths.project(id)}>
      <ProjectPage params={{ id }} />
    </Router>,
  )

describe('the project page', () => {
  it('shows the screenshots and both links when the project has them', () => {
    const html = render(full.id)
    expect(html).toMatch(/<h2[^>]*>Screenshots<\/h2>/)
    expect(html).toContain(`href="${full.githubUrl}"`)
    expect(html).toContain(`href="${full.liveUrl}"`)
  })

  it('shows nothing for screenshots and links it does not have: no heading, no empty box', () => {
    const html = render(bare.id)
    expect(html).toContain(bare.title)
    expect(html).toMatch(/<h2[^>]*>Tech stack<\/h2>/)
    expect(html).not.toMatch(/Screenshots|GitHub|Live Demo/)
    expect(html).not.toMatch(/<(div|ul)[^>]*><\/\1>/)
  })

  it('marks the title, description, text and screenshots of a project in another language, not the page’s own words', () => {
    const html = render(french.id)
    expect(html).toMatch(/<h1[^>]* lang="fr"[^>]*>Un robot<\/h1>/)
    expect(html).toMatch(/<p[^>]* lang="fr"[^>]*>Il suit une ligne.<\/p>/)
    expect(html).toMatch(/<div[^>]* lang="fr"[^>]*><p>Comment il marche.<\/p><\/div>/)
    expect(html).toMatch(/<h2[^>]*>Details<\/h2>/)
    expect(french.images.length).toBeGreaterThan(0)
    expect(html.match(/<img[^>]* lang="fr"/g), 'each screenshot, its alt text').toHaveLength(french.images.length)
    expect(html.match(/ lang=/g)).toHaveLength(3 + french.images.length)
    expect(render(bare.id)).not.toContain(' lang=')
  })
})
