import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { fixtureProject } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import { seedRouteData } from '../routeData/cache'
import { ProjectPage } from './ProjectPage'

const full = fixtureProject('full')
const bare = fixtureProject('bare', { images: [], liveUrl: undefined, githubUrl: undefined })
for (const project of [full, bare]) seedRouteData(paths.project(project.id), project)

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
})
