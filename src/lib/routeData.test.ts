import { describe, expect, it } from 'vitest'
import { siteContent } from '../content/siteContent'
import type { SiteContent } from '../content/types'
import { fixtureArticle, fixtureContent } from './contentFixtures'
import { neighboursOf } from './neighbours'
import { paths } from './paths'
import { readingMinutes } from './readingTime'
import { categoriesOf } from './categories'
import {
  canonicalScreenPath,
  HOME_JOURNEY_CARDS,
  routeDataFile,
  routeDataHref,
  routeDataOf,
  type HomeData,
  type JourneyCategoryData,
  type JourneyIndexData,
} from './routeData'

describe('routeDataFile', () => {
  it.each([
    ['/', 'data/home.json'],
    ['/experience', 'data/experience.json'],
    ['/experience/1', 'data/experience/1.json'],
    ['/experience/category/hackathon', 'data/experience/category/hackathon.json'],
    ['/experience/category', 'data/experience/category.json'],
    ['/project/1', 'data/project/1.json'],
    ['/certificate/Young%20Pro', 'data/certificate/Young%20Pro.json'],
  ])('gives %s its data file', (path, file) => {
    expect(routeDataFile(path)).toBe(file)
  })

  it.each(['/nope', '/experience/', '/experience/1/more', '/experience/category/a/b', '/project/'])('gives %s none', (path) => {
    expect(routeDataFile(path)).toBeUndefined()
  })
})

describe('routeDataHref', () => {
  it('puts the data file under the base path', () => {
    expect(routeDataHref('/experience/1', '/portfolio/')).toBe('/portfolio/data/experience/1.json')
    expect(routeDataHref('/', '/')).toBe('/data/home.json')
  })

  it('gives a path without a data file none', () => {
    expect(routeDataHref('/nope', '/portfolio/')).toBeUndefined()
  })
})

describe('canonicalScreenPath', () => {
  it.each([
    ['/project/%31', '/project/1'],
    ['/certificate/AI/', '/certificate/AI'],
    ['/certificate/Young Pro', '/certificate/Young%20Pro'],
    ['/certificate/Young%20Pro', '/certificate/Young%20Pro'],
    ['/experience/%E0%A4%A', '/experience/%E0%A4%A'],
    ['/', '/'],
  ])('spells %s as %s', (path, canonical) => {
    expect(canonicalScreenPath(path)).toBe(canonical)
  })
})

describe('routeDataOf', () => {
  const made = fixtureContent(siteContent.profile)
  const data = new Map(routeDataOf(made))

  it('gives the home page only what its cards show', () => {
    const home = data.get('/') as HomeData
    expect(home.journey).toHaveLength(made.journey.length)
    expect(home.journeyCount).toBe(made.journey.length)
    expect(Object.keys(home.journey[0] ?? {}).sort()).toEqual(['category', 'date', 'id', 'summary', 'thumbnail', 'title'])
    expect(JSON.stringify(home)).not.toContain(made.journey[0]?.body.slice(3, 10))
  })

  it.each<[string, SiteContent]>([
    ['the content', siteContent],
    ['made-up content', made],
  ])('gives every article, project and certificate of %s its own, without what only the build checks', (_, content) => {
    const own = new Map(routeDataOf(content))
    const categories = categoriesOf(content.journey).length
    expect(own.size).toBe(2 + categories + content.journey.length + content.projects.length + content.certificates.length)
    for (const [index, { source, bodyPictures, bodyLinks, ...entry }] of content.journey.entries()) {
      const built = { minutes: readingMinutes(entry.body), ...neighboursOf(content.journey, index) }
      expect(own.get(paths.journey(entry.id)), source).toEqual({ ...entry, ...built })
    }
    for (const { source, bodyPictures, bodyLinks, ...project } of content.projects) expect(own.get(paths.project(project.id)), source).toEqual(project)
    for (const certificate of content.certificates) expect(own.get(paths.certificate(certificate.id))).toEqual(certificate)
  })

  it('gives the home page the latest articles only, and the list every one', () => {
    const journey = Array.from({ length: 40 }, (_, index) => fixtureArticle(`a${index}`, { title: `Article ${index}` }))
    const many = new Map(routeDataOf({ ...made, journey }))
    const home = many.get('/') as HomeData
    expect(home.journey.map((card) => card.id)).toEqual(journey.slice(-HOME_JOURNEY_CARDS).map((entry) => entry.id))
    expect(home.journeyCount).toBe(40)
    const list = many.get('/experience') as JourneyIndexData
    expect(list.articles.map((article) => article.title)).toEqual(journey.map((entry) => entry.title))
    expect(Object.keys(list.articles[0] ?? {}).sort()).toEqual(['category', 'date', 'id', 'minutes', 'title', 'year'])
    expect(list.articles[0]).toMatchObject({ year: journey[0]?.published?.slice(0, 4), minutes: readingMinutes(journey[0]?.body ?? '') })
    const undated = new Map(routeDataOf({ ...made, journey: [fixtureArticle('u', { published: undefined })] })).get('/experience') as JourneyIndexData
    expect(undated.articles[0]).not.toHaveProperty('year')
  })

  it('gives the home page its latest dated articles, not the undated ones listed after them', () => {
    const dated = Array.from({ length: 8 }, (_, index) => fixtureArticle(`a${index}`))
    const journey = [...dated, fixtureArticle('undated', { published: undefined })]
    const home = new Map(routeDataOf({ ...made, journey })).get('/') as HomeData
    expect(home.journey.map((card) => card.id)).toEqual(dated.slice(-HOME_JOURNEY_CARDS).map((entry) => entry.id))
    expect(home.journeyCount).toBe(9)
  })

  it('gives each category the lines of its own articles, as the list has them', () => {
    const journey = ['Talk', 'Hackathon', 'Talk', 'Machine Learning'].map((category, index) => fixtureArticle(`a${index}`, { category }))
    const built = new Map(routeDataOf({ ...made, journey }))
    const list = built.get('/experience') as JourneyIndexData
    const talk = built.get(paths.journeyCategory('talk')) as JourneyCategoryData
    expect(talk).toEqual({ name: 'Talk', articles: [list.articles[0], list.articles[2]] })
    expect((built.get(paths.journeyCategory('machine-learning')) as JourneyCategoryData).articles.map(({ id }) => id)).toEqual(['a3'])
    expect([...built.keys()].filter((path) => path.startsWith('/experience/category/'))).toHaveLength(3)
  })
})
