import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { profile } from '../content/profile'
import { siteContent } from '../content/siteContent'
import type { SiteContent } from '../content/types'
import { words } from '../content/words'
import { fixtureArticle, fixtureContent, fixtureProject } from './contentFixtures'
import { categoriesOf } from './categories'
import { knownPages as pagesOf, pageMeta, unavailablePageMeta } from './pageMeta'
import { paths } from './paths'
import { routeDataOf } from './routeData'

const knownPages = pagesOf(siteContent)
const data = new Map(routeDataOf(siteContent))

describe.each<[string, SiteContent]>([
  ['the content', siteContent],
  ['made-up content', fixtureContent(profile)],
])('knownPages of %s', (_, content) => {
  const pages = pagesOf(content)
  const pageData = new Map(routeDataOf(content))

  it('lists home, the list of articles, every category and every item of the content, once each', () => {
    const pathsListed = pages.map((p) => p.path)
    expect(pathsListed.slice(0, 2)).toEqual(['/', '/experience'])
    expect(pathsListed.slice(2).sort()).toEqual(
      [
        ...categoriesOf(content.journey).map((c) => paths.journeyCategory(c.slug)),
        ...content.projects.map((p) => paths.project(p.id)),
        ...content.journey.map((j) => paths.journey(j.id)),
        ...content.certificates.map((c) => paths.certificate(c.id)),
      ].sort(),
    )
    expect(new Set(pathsListed).size).toBe(pathsListed.length)
  })

  it('describes each page as its head does in the app, from the screen’s data', () => {
    for (const page of pages) expect(pageMeta(page.path, pageData.get(page.path))).toEqual(page)
  })

  it('gives every page its own preview image, and indexes it', () => {
    expect(new Set(pages.map((p) => p.preview.slug)).size).toBe(pages.length)
    expect(pages.every((p) => p.indexable)).toBe(true)
  })
})

describe('knownPages', () => {
  it('gives every page its own title and description when the entries’ differ', () => {
    const pages = pagesOf(fixtureContent(profile))
    for (const key of ['title', 'description'] as const) {
      expect(new Set(pages.map((p) => p[key])).size, key).toBe(pages.length)
    }
  })
})

describe('pageMeta', () => {
  it('describes a known page from its screen’s data', () => {
    const article = fixtureArticle('first-talk', { title: 'A first talk', category: 'Talk' })
    const meta = pageMeta('/experience/first-talk', article)
    expect(meta.title).toBe(`A first talk · ${profile.name}`)
    expect(meta.description).toBe(article.summary)
    expect(meta.type).toBe('article')
    expect(meta.preview).toMatchObject({ slug: 'experience-first-talk', eyebrow: `${words.journey.name} · Talk` })
  })

  it('describes the site and My Journey in the profile’s words', () => {
    expect(pageMeta('/', undefined).description).toBe(profile.description)
    expect(pageMeta('/experience').description).toBe(words.journey.description(profile.name, profile.journal))
    expect(pageMeta('/experience/category/machine-learning', { name: 'Machine Learning', articles: [] }).description).toBe(
      words.journey.categoryDescription('Machine Learning', 0, profile.name, profile.journal),
    )
  })

  it('describes a category’s page from its data: its name and how many articles it lists', () => {
    const listed = { name: 'Machine Learning', articles: [fixtureArticle('a'), fixtureArticle('b')] }
    const meta = pageMeta('/experience/category/machine-learning', listed)
    expect(meta).toMatchObject({ title: `Machine Learning · ${words.journey.name} · ${profile.name}`, type: 'website', indexable: true })
    expect(meta.description).toBe(words.journey.categoryDescription('Machine Learning', 2, profile.name, profile.journal))
    expect(meta.preview).toMatchObject({ slug: 'experience-category-machine-learning', heading: 'Machine Learning' })
    expect(pageMeta('/experience/category/nope', null)).toMatchObject({ title: `${words.journey.categoryNotFound} · ${profile.name}`, indexable: false })
  })

  it('titles a screen whose data could not be had by what happened, unindexed, whatever the screen', () => {
    for (const path of ['/', '/experience', '/project/robot/', '/experience/category/machine-learning']) {
      const meta = unavailablePageMeta(path)
      expect(meta, path).toMatchObject({ title: `${words.site.unavailable} · ${profile.name}`, indexable: false })
      expect(meta.path, path).toBe(path === '/' ? '/' : path.replace(/\/$/, ''))
    }
  })

  it('ignores a trailing slash', () => {
    const project = fixtureProject('robot')
    expect(pageMeta('/project/robot/', project)).toEqual(pageMeta('/project/robot', project))
  })

  it.each([
    ['/project/999', words.project.notFound],
    ['/experience/0', words.journey.notFound],
    ['/certificate/ai', words.certificate.notFound],
  ])('titles an unknown id %s, which has no data, with its not-found view and the owner, unindexed', (path, message) => {
    expect(pageMeta(path, null)).toMatchObject({ path, title: `${message} · ${profile.name}`, indexable: false })
  })

  it.each(['/nope', '/project', '/project/1/x', '/certificate/'])('titles any other path %s as not found', (path) => {
    expect(pageMeta(path)).toMatchObject({ title: `${words.site.pageNotFound} · ${profile.name}`, indexable: false })
  })

  it('titles every path with a known page, a not-found view or the site’s “Page not found”', () => {
    const titles = new Set([
      ...knownPages.map((page) => page.title),
      ...[words.project.notFound, words.journey.notFound, words.certificate.notFound, words.journey.categoryNotFound].map((message) => `${message} · ${profile.name}`),
      `${words.site.pageNotFound} · ${profile.name}`,
    ])
    // Route-like names, names every object inherits, and anything at all.
    const segment = fc.oneof(
      fc.constantFrom('project', 'experience', 'category', 'certificate', '1', 'hackathon', 'AI', 'constructor', '__proto__', 'toString', 'hasOwnProperty'),
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
