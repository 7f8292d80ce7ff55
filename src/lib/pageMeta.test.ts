import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { certificates } from '../content/certificates'
import { journey } from '../content/journey'
import { profile } from '../content/profile'
import { projects } from '../content/projects'
import { siteContent } from '../content/siteContent'
import { knownPages as pagesOf, pageMeta } from './pageMeta'
import { routeDataOf } from './routeData'

const knownPages = pagesOf(siteContent)
const data = new Map(routeDataOf(siteContent))

describe('knownPages', () => {
  it('lists home, the list of articles and every item of the content, once each', () => {
    const pathsListed = knownPages.map((p) => p.path)
    expect(pathsListed.slice(0, 2)).toEqual(['/', '/experience'])
    expect(pathsListed).toHaveLength(2 + projects.length + journey.length + certificates.length)
    expect(new Set(pathsListed).size).toBe(pathsListed.length)
    expect(pathsListed).toContain('/project/1')
    expect(pathsListed).toContain('/experience/4')
    expect(pathsListed).toContain('/certificate/YoungProfessional')
  })

  it('describes each page as its head does in the app, from the screen’s data', () => {
    for (const page of knownPages) expect(pageMeta(page.path, data.get(page.path))).toEqual(page)
  })

  it('gives every page its own title, description and preview image', () => {
    for (const key of ['title', 'description'] as const) {
      expect(new Set(knownPages.map((p) => p[key])).size, key).toBe(knownPages.length)
    }
    expect(new Set(knownPages.map((p) => p.preview.slug)).size).toBe(knownPages.length)
    expect(knownPages.every((p) => p.indexable)).toBe(true)
  })
})

describe('pageMeta', () => {
  it('describes a known page from its screen’s data', () => {
    const meta = pageMeta('/experience/1', data.get('/experience/1'))
    expect(meta.title).toBe(`Six weeks of the Generative AI Bootcamp · ${profile.name}`)
    expect(meta.description).toBe(journey[0]?.summary)
    expect(meta.type).toBe('article')
    expect(meta.preview).toMatchObject({ slug: 'experience-1', eyebrow: 'My Journey · Bootcamp' })
  })

  it('ignores a trailing slash', () => {
    expect(pageMeta('/project/1/', data.get('/project/1'))).toEqual(pageMeta('/project/1', data.get('/project/1')))
  })

  it.each([
    ['/project/999', 'Project not found.'],
    ['/experience/0', 'Experience not found.'],
    ['/certificate/ai', 'Certificate Not Found'],
  ])('titles an unknown id %s, which has no data, with its not-found view, unindexed', (path, title) => {
    expect(pageMeta(path, null)).toMatchObject({ path, title, indexable: false })
  })

  it.each(['/nope', '/project', '/project/1/x', '/certificate/'])('titles any other path %s as not found', (path) => {
    expect(pageMeta(path)).toMatchObject({ title: `Page not found · ${profile.name}`, indexable: false })
  })

  it('titles every path with a known page, a not-found view or "Page not found"', () => {
    const titles = new Set([
      ...knownPages.map((page) => page.title),
      'Project not found.',
      'Experience not found.',
      'Certificate Not Found',
      `Page not found · ${profile.name}`,
    ])
    // Route-like names, names every object inherits, and anything at all.
    const segment = fc.oneof(
      fc.constantFrom('project', 'experience', 'certificate', '1', 'AI', 'constructor', '__proto__', 'toString', 'hasOwnProperty'),
      fc.string(),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`
        return titles.has(pageMeta(path, data.get(path)).title)
      }),
      { seed: 7, numRuns: 500 },
    )
  })
})
