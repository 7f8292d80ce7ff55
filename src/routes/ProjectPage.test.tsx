import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it } from 'vitest'
import { words } from '../content/words'
import { fixtureProject } from '../lib/contentFixtures'
import { escapeRegExp } from '../lib/escapeRegExp'
import { paths } from '../lib/paths'
import { seedRouteData } from '../routeData/cache'
import { ProjectPage } from './ProjectPage'
import { unescapedText } from './renderedText'

const full = fixtureProject('full')
const bare = fixtureProject('bare', { images: [], liveUrl: undefined, githubUrl: undefined })
const french = fixtureProject('french', { title: 'Un robot', description: 'Il suit une ligne.', body: '<p>Comment il marche.</p>', language: 'fr' })
for (const project of [full, bare, french]) seedRouteData(paths.project(project.id), project)

const render = (id: string) =>
  unescapedText(
    renderToString(
      <Router ssrPath={paths.project(id)}>
        <ProjectPage params={{ id }} />
      </Router>,
    ),
  )

/** A level-2 heading of the page that says `text`. */
const heading = (text: string) => new RegExp(`<h2[^>]*>${escapeRegExp(text)}</h2>`)

describe('the project page', () => {
  it('shows the screenshots and both links when the project has them', () => {
    const html = render(full.id)
    expect(html).toMatch(heading(words.project.screenshots))
    expect(html).toContain(`href="${full.githubUrl}"`)
    expect(html).toContain(`href="${full.liveUrl}"`)
  })

  it('shows the picture of its card, with its alt text, only where it has no screenshots', () => {
    const alt = (project: typeof full) => `alt="${project.thumbnail.alt}"`
    expect(render(bare.id)).toContain(alt(bare))
    expect(render(bare.id).match(/<img/g)).toHaveLength(1)
    expect(render(full.id)).not.toContain(alt(full))
  })

  it('shows nothing for screenshots and links it does not have: no heading, no empty box', () => {
    const html = render(bare.id)
    expect(html).toContain(bare.title)
    expect(html).toMatch(heading(words.project.techStack))
    for (const absent of [words.project.screenshots, words.project.github, words.project.liveDemo]) expect(html).not.toContain(absent)
    expect(html).not.toMatch(/<(div|ul)[^>]*><\/\1>/)
  })

  it('marks the title, description, text and screenshots of a project in another language, not the page’s own words', () => {
    const html = render(french.id)
    expect(html).toMatch(/<h1[^>]* lang="fr"[^>]*>Un robot<\/h1>/)
    expect(html).toMatch(/<p[^>]* lang="fr"[^>]*>Il suit une ligne.<\/p>/)
    expect(html).toMatch(/<div[^>]* lang="fr"[^>]*><p>Comment il marche.<\/p><\/div>/)
    expect(html).toMatch(heading(words.project.details))
    expect(french.images.length).toBeGreaterThan(0)
    expect(html.match(/<img[^>]* lang="fr"/g), 'each screenshot, its alt text').toHaveLength(french.images.length)
    expect(html.match(/ lang=/g)).toHaveLength(3 + french.images.length)
    expect(render(bare.id)).not.toContain(' lang=')
  })
})
