import { describe, expect, it } from 'vitest'
import { siteContent } from '../content/siteContent'
import type { JourneyEntry } from '../content/types'
import { canonicalScreenPath, HOME_JOURNEY_CARDS, routeDataFile, routeDataOf, type HomeData, type JourneyData, type JourneyIndexData } from './routeData'

describe('routeDataFile', () => {
  it.each([
    ['/', 'data/home.json'],
    ['/experience', 'data/experience.json'],
    ['/experience/1', 'data/experience/1.json'],
    ['/project/1', 'data/project/1.json'],
    ['/certificate/Young%20Pro', 'data/certificate/Young%20Pro.json'],
  ])('gives %s its data file', (path, file) => {
    expect(routeDataFile(path)).toBe(file)
  })

  it.each(['/nope', '/experience/', '/experience/1/more', '/project/'])('gives %s none', (path) => {
    expect(routeDataFile(path)).toBeUndefined()
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
  const data = new Map(routeDataOf(siteContent))

  it('gives the home page only what its cards show', () => {
    const home = data.get('/') as HomeData
    expect(home.journey).toHaveLength(siteContent.journey.length)
    expect(home.journeyCount).toBe(siteContent.journey.length)
    expect(Object.keys(home.journey[0] ?? {}).sort()).toEqual(['category', 'date', 'id', 'summary', 'thumbnail', 'title'])
    expect(JSON.stringify(home)).not.toContain(siteContent.journey[0]?.body.slice(3, 60))
  })

  it('gives every article, project and certificate its own, without where it was written', () => {
    expect(data.size).toBe(2 + siteContent.journey.length + siteContent.projects.length + siteContent.certificates.length)
    const article = data.get('/experience/2') as JourneyData
    expect(article.body).toBe(siteContent.journey.find((entry) => entry.id === '2')?.body)
    expect(article).not.toHaveProperty('source')
  })

  it('gives the home page the latest articles only, and the list every one', () => {
    const template = siteContent.journey[0] as JourneyEntry
    const journey = Array.from({ length: 40 }, (_, index) => ({ ...template, id: `a${index}`, title: `Article ${index}` }))
    const many = new Map(routeDataOf({ ...siteContent, journey }))
    const home = many.get('/') as HomeData
    expect(home.journey.map((card) => card.id)).toEqual(journey.slice(-HOME_JOURNEY_CARDS).map((entry) => entry.id))
    expect(home.journeyCount).toBe(40)
    const list = many.get('/experience') as JourneyIndexData
    expect(list.articles.map((article) => article.title)).toEqual(journey.map((entry) => entry.title))
    expect(Object.keys(list.articles[0] ?? {}).sort()).toEqual(['category', 'date', 'id', 'title'])
  })
})
