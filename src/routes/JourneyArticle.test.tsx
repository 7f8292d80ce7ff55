import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { describe, expect, it, vi } from 'vitest'
import { journey } from '../content/journey'
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
// here with screens added beside the first entry and its video, one per bad URL.
const [first] = journey
if (first === undefined) throw new Error('the content has a journey entry')
seedRouteData(paths.journey('1'), first)
BAD_URLS.forEach((videoUrl, index) => seedRouteData(paths.journey(`bad-${index}`), { ...first, id: `bad-${index}`, videoUrl }))

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
    expect(render('1', { hydrated: true })).toContain('<iframe src="https://www.youtube-nocookie.com/embed/aircAruvnKk"')
    expect(render('1', { hydrated: false })).toContain(`href="${GOOD_URL}"`)
  })

  it.each(BAD_URLS.map((url, index) => [url, `bad-${index}`]))('shows no video for %j', (_, id) => {
    for (const hydrated of [false, true]) {
      const html = render(id, { hydrated })
      expect(html).toContain('Six weeks of the Generative AI Bootcamp')
      expect(html).not.toContain('<iframe')
      expect(html).not.toMatch(/youtu|vimeo|javascript:|Watch the video/i)
    }
  })
})
