import { describe, expect, it } from 'vitest'
import { articleData, personData, projectData, structuredDataScript } from './structuredData'

const owner = { name: 'Ada Lovelace', headline: 'Engineer', sameAs: ['https://github.com/ada'] }
const home = 'https://ada.dev/'

describe('structured data', () => {
  it('describes the owner, an article and a project with their schema.org types', () => {
    expect(personData(owner, home)).toMatchObject({ '@type': 'Person', name: 'Ada Lovelace', url: home, sameAs: ['https://github.com/ada'] })
    expect(personData({ ...owner, sameAs: [] }, home)).not.toHaveProperty('sameAs')
    const article = articleData({ title: 'Day one', summary: 'S', published: '2025-03-28', url: `${home}experience/1`, image: `${home}a.jpg` }, owner, home)
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Day one', datePublished: '2025-03-28', author: { '@type': 'Person', name: 'Ada Lovelace' } })
    expect(articleData({ title: 'T', summary: 'S', url: home, image: home }, owner, home)).not.toHaveProperty('datePublished')
    const project = projectData({ title: 'P', description: 'D', url: home, image: home, techStack: ['React', 'Python'] }, owner, home)
    expect(project).toMatchObject({ '@type': 'CreativeWork', name: 'P', keywords: 'React, Python' })
  })

  it('makes an article with a location about an event there, on its date', () => {
    const event = { title: 'Hack day', summary: 'S', published: '2025-08-17', location: 'Kigali', url: `${home}experience/2`, image: home }
    expect(articleData(event, owner, home).about).toEqual({
      '@type': 'Event',
      name: 'Hack day',
      description: 'S',
      startDate: '2025-08-17',
      location: { '@type': 'Place', name: 'Kigali' },
    })
    expect(articleData({ ...event, published: undefined }, owner, home).about).not.toHaveProperty('startDate')
    expect(articleData({ ...event, location: undefined }, owner, home)).not.toHaveProperty('about')
  })

  it('gives an article or a project written in another language than the site’s its language', () => {
    const article = { title: 'Jour un', summary: 'S', url: home, image: home }
    expect(articleData({ ...article, language: 'fr' }, owner, home)).toMatchObject({ inLanguage: 'fr' })
    expect(articleData(article, owner, home)).not.toHaveProperty('inLanguage')
    const project = { title: 'Robot', description: 'D', url: home, image: home, techStack: ['C'] }
    expect(projectData({ ...project, language: 'fr' }, owner, home)).toMatchObject({ inLanguage: 'fr' })
    expect(projectData(project, owner, home)).not.toHaveProperty('inLanguage')
  })

  it('writes a script that a text in the data cannot close', () => {
    const script = structuredDataScript({ name: '</script><script>alert(1)</script>' })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
