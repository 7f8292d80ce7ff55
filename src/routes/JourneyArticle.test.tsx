import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it, vi } from 'vitest'
import { SITE_LANGUAGE } from '../content/owner'
import type { JourneyEntry } from '../content/types'
import { words } from '../content/words'
import { fixtureArticle } from '../lib/contentFixtures'
import type { Neighbours } from '../lib/neighbours'
import { escapeRegExp } from '../lib/escapeRegExp'
import { paths } from '../lib/paths'
import type { JourneyData } from '../lib/routeData'
import { textDirection } from '../lib/textDirection'
import { seedRouteData } from '../routeData/cache'
import { JourneyArticle } from './JourneyArticle'
import { unescapedText } from './renderedText'

const GOOD_URL = 'https://www.youtube.com/watch?v=aircAruvnKk'
const BAD_URLS = [
  'https://vimeo.com/76979871',
  'https://www.youtube.com/watch?v=aircAruvnK',
  'https://youtube.com.evil.example/watch?v=aircAruvnKk',
  'javascript:alert(1)//youtu.be/aircAruvnKk',
  '',
]

// The build refuses an entry with such a URL, so no built page can hold one: the article is rendered
// here from made-up entries, one with a good video and one per bad URL.
/** An article's data as the build writes it: its reading time and where to read on. */
const pageData = (entry: JourneyEntry, neighbours: Partial<Neighbours> = {}): JourneyData => ({ ...entry, minutes: 4, related: [], ...neighbours })

const article = fixtureArticle('with-video', { videoUrl: GOOD_URL })
seedRouteData(paths.journey(article.id), pageData(article))
BAD_URLS.forEach((videoUrl, index) => seedRouteData(paths.journey(`bad-${index}`), pageData({ ...article, id: `bad-${index}`, videoUrl })))
const bare = fixtureArticle('bare', { images: [] })
seedRouteData(paths.journey(bare.id), pageData(bare))
const event = fixtureArticle('event', {
  role: 'Speaker',
  location: 'Kigali Convention Centre',
  links: [{ label: 'Slides', url: 'https://slides.example.com/talk' }],
})
const linked = { previous: { id: 'before', title: 'The one before' }, next: { id: 'after', title: 'The one after' }, related: [{ id: 'near', title: 'A near one' }] }
seedRouteData(paths.journey(event.id), pageData(event, linked))
const french = fixtureArticle('french', { title: 'Une journée au hackathon', body: '<p>Nous avons construit un robot.</p>', language: 'fr' })
const inFrench = { previous: { id: 'avant', title: 'La veille', language: 'fr' }, related: [{ id: 'near', title: 'A near one' }, { id: 'pres', title: 'Tout près', language: 'fr-CA' }] }
seedRouteData(paths.journey(french.id), pageData(french, inFrench))
const arabic = fixtureArticle('arabic', { title: 'يوم مفتوح', body: '<p>قضينا اليوم في المختبر.</p>', language: 'ar' })
seedRouteData(paths.journey(arabic.id), pageData(arabic, { previous: { id: 'qabl', title: 'قبل ذلك', language: 'ar' }, related: [] }))

/** The attributes that mark a text in `tag`: its language, and its direction where the site's is the other. */
const marked = (tag: string) => (textDirection(tag) === textDirection(SITE_LANGUAGE) ? ` lang="${tag}"` : ` lang="${tag}" dir="${textDirection(tag)}"`)

// The frame is created once the page has hydrated; pretending that has happened renders it here.
const hydration = vi.hoisted(() => ({ done: false }))
vi.mock('../hooks/useHydrated', () => ({ useHydrated: () => hydration.done }))

function render(id: string, { hydrated }: { hydrated: boolean }) {
  hydration.done = hydrated
  return unescapedText(
    renderToString(
      <Router ssrPath={`/experience/${id}`}>
        <JourneyArticle params={{ id }} />
      </Router>,
    ),
  )
}

describe('the journey article', () => {
  it('shows the frame and, without JavaScript, a link for a valid video URL', () => {
    expect(render(article.id, { hydrated: true })).toContain('<iframe src="https://www.youtube-nocookie.com/embed/aircAruvnKk"')
    expect(render(article.id, { hydrated: false })).toContain(`href="${GOOD_URL}"`)
  })

  it.each(BAD_URLS.map((url, index) => [url, `bad-${index}`]))('shows no video for %j', (_, id) => {
    for (const hydrated of [false, true]) {
      const html = render(id, { hydrated })
      expect(html).toContain(article.title)
      expect(html).not.toContain('<iframe')
      expect(html).not.toMatch(/youtu|vimeo|javascript:/i)
      expect(html).not.toContain(words.journey.watchOnYouTube)
    }
  })

  it('shows its gallery, and nothing for one it does not have', () => {
    expect(render(article.id, { hydrated: true })).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(words.journey.gallery)}</h2>`))
    const html = render(bare.id, { hydrated: true })
    expect(html).toContain(bare.title)
    expect(html).not.toContain(words.journey.gallery)
    expect(html).not.toMatch(/<iframe|<ul/)
  })

  it('links its category to the page of that category’s articles', () => {
    const html = render(event.id, { hydrated: true })
    expect(html).toMatch(new RegExp(`<a[^>]*href="${paths.journeyCategory('talk')}"[^>]*>.*${escapeRegExp(words.journey.category)}.*${event.category}</a>`))
  })

  it('says how long it takes to read, beside its date', () => {
    const text = render(bare.id, { hydrated: true }).replace(/<[^>]*>/g, '')
    expect(text).toContain(`${words.journey.publishedOn('March 2025')} · ${words.journey.readingTime(4)}`)
  })

  it('shows an event’s role, place and links, its links opening in a new tab', () => {
    const html = render(event.id, { hydrated: true })
    expect(html).toContain(`<dt>${words.journey.role}</dt><dd>Speaker</dd>`)
    expect(html).toContain(`<dt>${words.journey.location}</dt><dd>Kigali Convention Centre</dd>`)
    expect(html).toContain(`<dt>${words.journey.links}</dt>`)
    expect(html).toMatch(/<a href="https:\/\/slides.example.com\/talk" target="_blank" rel="noopener noreferrer">Slides/)
    expect(render(bare.id, { hydrated: true })).not.toContain('<dl')
  })

  it('links to the articles before and after it, and to related ones, and to none it has not', () => {
    const html = render(event.id, { hydrated: true })
    expect(html).toContain(`<nav aria-label="${words.journey.neighbours}"`)
    const within = (rel: string, href: string, label: string, title: string) =>
      new RegExp(`<a rel="${rel}" href="${href}"[^>]*>(?:(?!</a>).)*${escapeRegExp(label)}(?:(?!</a>).)*${title}</span></a>`)
    expect(html).toMatch(within('prev', '/experience/before', words.journey.previous, 'The one before'))
    expect(html).toMatch(within('next', '/experience/after', words.journey.next, 'The one after'))
    expect(html).toMatch(new RegExp(`${escapeRegExp(words.journey.related)}</h2><ul[^>]*><li><a href="/experience/near">A near one</a>`))
    const alone = render(bare.id, { hydrated: true })
    expect(alone).not.toContain('<nav')
    expect(alone).not.toContain(words.journey.related)
  })

  it('marks the title, text and pictures of an article in another language, and the titles it links to', () => {
    const html = render(french.id, { hydrated: true })
    expect(html).toMatch(/<h1[^>]* lang="fr"[^>]*>Une journée au hackathon<\/h1>/)
    expect(html).toMatch(/<div[^>]* lang="fr"[^>]*><p>Nous avons construit un robot.<\/p><\/div>/)
    expect(html.match(/<img[^>]* lang="fr"/g), 'the hero and the gallery, their alt text').toHaveLength(1 + french.images.length)
    expect(html).toMatch(new RegExp(`<span[^>]*${marked('fr')}>La veille</span>`))
    expect(html).toMatch(/<a href="\/experience\/near">A near one<\/a>/)
    expect(html).toMatch(new RegExp(`<a${marked('fr-CA')} href="/experience/pres">Tout près</a>`))
    expect(render(bare.id, { hydrated: true })).not.toContain(' lang=')
  })

  it('marks an article written the other way from the site’s language with its direction too', () => {
    const [arabicAttributes, frenchAttributes] = [marked('ar'), marked('fr')]
    const html = render(arabic.id, { hydrated: true })
    expect(html).toMatch(new RegExp(`<h1[^>]*${arabicAttributes}>يوم مفتوح</h1>`))
    expect(html).toMatch(new RegExp(`<div[^>]*${arabicAttributes}[^>]*><p>قضينا اليوم في المختبر.</p></div>`))
    expect(html).toMatch(new RegExp(`<span[^>]*${arabicAttributes}>قبل ذلك</span>`))
    expect(html, 'its date, within the site’s phrase').toContain(`<span${arabicAttributes}>${arabic.date}</span>`)
    expect(render(french.id, { hydrated: true })).toMatch(new RegExp(`<h1[^>]*${frenchAttributes}>Une journée au hackathon</h1>`))
  })
})
