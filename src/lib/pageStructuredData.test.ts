import { describe, expect, it } from 'vitest'
import { profile } from '../content/profile'
import { fixtureContent } from './contentFixtures'
import { pageStructuredData } from './pageStructuredData'
import { paths } from './paths'
import { routeDataOf } from './routeData'

const content = fixtureContent(profile)
const dataOf = new Map(routeDataOf(content))
const site = { siteUrl: 'https://ada.dev', basePath: '/site/' }
const of = (path: string) => pageStructuredData(path, dataOf.get(path), site, profile)

describe('a page’s schema.org data, from its screen’s data', () => {
  it('names the owner on the home page, linked to the home page under the base path', () => {
    expect(of(paths.home)).toMatchObject({ '@type': 'Person', name: profile.name, url: 'https://ada.dev/site/' })
  })

  it('describes an article and a project at their addresses, with their pictures', () => {
    const [article] = content.journey
    const [project] = content.projects
    expect(of(paths.journey(article?.id ?? ''))).toMatchObject({
      '@type': 'Article',
      headline: article?.title,
      url: `https://ada.dev/site/experience/${article?.id}`,
      image: `https://ada.dev${article?.thumbnail.src}`,
    })
    expect(of(paths.project(project?.id ?? ''))).toMatchObject({ '@type': 'CreativeWork', name: project?.title, sameAs: project?.githubUrl })
  })

  it('has none for the lists, a certificate or a not-found view', () => {
    const [certificate] = content.certificates
    const category = [...dataOf.keys()].find((path) => path.startsWith('/experience/category/'))
    for (const path of [paths.journeyIndex, category ?? '', paths.certificate(certificate?.id ?? '')]) {
      expect(dataOf.get(path), path).toBeDefined()
      expect(of(path), path).toBeUndefined()
    }
    expect(pageStructuredData(paths.journey('nope'), null, site, profile)).toBeUndefined()
  })
})
