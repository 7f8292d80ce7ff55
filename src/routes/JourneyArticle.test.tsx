import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it, vi } from 'vitest'
import { fixtureArticle } from '../lib/contentFixtures'
import { paths } from '../lib/paths'
import { seedRouteData } from '../routeData/cache'
import { JourneyArticle } from './JourneyArticle'

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
const article = fixtureArticle('with-video', { videoUrl: GOOD_URL })
seedRouteData(paths.journey(article.id), article)
BAD_URLS.forEach((videoUrl, index) => seedRouteData(paths.journey(`bad-${index}`), { ...article, id: `bad-${index}`, videoUrl }))
const bare = fixtureArticle('bare', { images: [] })
seedRouteData(paths.journey(bare.id), bare)

// The frame is created once the page has hydrated; pretending that has happened renders it here.
const hydration = vi.hoisted(() => ({ done: false }))
vi.mock('../hooks/useHydrated', () => ({ useHydrated: () => hydration.done }))

function render(id: string, { hydrated }: { hydrated: boolean }) {
  hydration.done = hydrated
  return renderToString(
    <Router ssrPath={`/experience/${id}`}>
      <JourneyArticle params={{ id }} />
    </Router>,
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
      expect(html).not.toMatch(/youtu|vimeo|javascript:|Watch the video/i)
    }
  })

  it('shows its gallery, and nothing for one it does not have', () => {
    expect(render(article.id, { hydrated: true })).toMatch(/<h2[^>]*>Gallery<\/h2>/)
    const html = render(bare.id, { hydrated: true })
    expect(html).toContain(bare.title)
    expect(html).not.toContain('Gallery')
    expect(html).not.toMatch(/<iframe|<ul/)
  })
})
