import { describe, expect, it } from 'vitest'
import { siteContent } from '../content/siteContent'
import type { JourneyEntry, Picture, SiteContent } from '../content/types'
import { contentProblems, contentWarnings } from './contentProblems'


/** A copy of `items` with the entry at `index` changed. */
function changed<T>(items: readonly T[], index: number, change: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...change } : item))
}

const withJourney = (index: number, change: Partial<JourneyEntry>) => ({
  ...siteContent,
  journey: changed(siteContent.journey, index, change),
})

const { profile, projects, journey, certificates, navigation } = siteContent
const project = projects[0]
const bootcamp = journey[0]
if (!project || !bootcamp) throw new Error('the content has project 1 and journey entry 1')
/** A picture whose file the build could not read, as the pictures plugin gives it. */
const unreadable = (problem: string): Picture => ({ src: '', width: 0, height: 0, alt: 'A photo', problem })

describe('contentProblems', () => {
  it('finds nothing wrong with the real content, where some journey entries have no video', () => {
    expect(contentProblems(siteContent)).toEqual([])
  })

  describe('names the entry and the field', () => {
    it.each<[string, SiteContent, string]>([
      [
        'a repeated journey id',
        withJourney(2, { id: '2' }),
        'src/content/journey/3/index.md: id: "2" is also the id of the entry at index 1',
      ],
      [
        'a repeated certificate id',
        { ...siteContent, certificates: changed(certificates, 3, { id: 'AI' }) },
        'certificates[3].id: "AI" is also the id of the entry at index 1',
      ],
      [
        'a repeated navigation section',
        { ...siteContent, navigation: changed(navigation, 6, { sectionId: 'about' }) },
        'navigation[6].sectionId: "about" is also the sectionId of the entry at index 0',
      ],
      ['an empty id', withJourney(1, { id: '' }), 'src/content/journey/2/index.md: id: empty'],
      ['an empty title', { ...siteContent, projects: changed(projects, 0, { title: '' }) }, 'src/content/projects/1/index.md: title: empty'],
      ['a blank summary', withJourney(3, { summary: ' \n ' }), 'src/content/journey/4/index.md: summary: empty'],
      [
        'an empty issuer',
        { ...siteContent, certificates: changed(certificates, 2, { issuedBy: '' }) },
        'certificates[id=YoungProfessional].issuedBy: empty',
      ],
      ['an empty headline', { ...siteContent, profile: { ...profile, headline: '' } }, 'profile.headline: empty'],
      ['no tagline', { ...siteContent, profile: { ...profile, taglines: [] } }, 'profile.taglines: empty'],
      ['an empty tagline', { ...siteContent, profile: { ...profile, taglines: ['Vibe Coder', ''] } }, 'profile.taglines[1]: empty'],
      ['no tech stack', { ...siteContent, projects: changed(projects, 0, { techStack: [] }) }, 'src/content/projects/1/index.md: stack: empty'],
      [
        'a picture without alt text',
        withJourney(1, { images: changed(journey[1]?.images ?? [], 0, { alt: '' }) }),
        'src/content/journey/2/index.md: gallery[0].alt: empty',
      ],
      [
        'a thumbnail whose file is missing',
        withJourney(2, { thumbnail: unreadable('image file not found: src/content/images/no-such-picture.jpg') }),
        'src/content/journey/3/index.md: thumbnail: image file not found: src/content/images/no-such-picture.jpg',
      ],
      [
        'a gallery picture that is not an image',
        { ...siteContent, projects: changed(projects, 0, { images: [...project.images, unreadable('not an image: src/content/images/notes.jpg')] }) },
        'src/content/projects/1/index.md: screenshots[3]: not an image: src/content/images/notes.jpg',
      ],
      [
        'a focal point that is not two percentages',
        { ...siteContent, certificates: changed(certificates, 0, { imageUrl: { ...bootcamp.thumbnail, focus: 'top left' } }) },
        'certificates[id=cybersecurity].imageUrl.focus: not two percentages such as "50% 30%"',
      ],
      [
        'a link without a scheme',
        { ...siteContent, projects: changed(projects, 0, { githubUrl: 'github.com/aarav-sharma/lexijudge' }) },
        'src/content/projects/1/index.md: github: not an http(s) URL',
      ],
      [
        'a link to a script',
        { ...siteContent, projects: changed(projects, 0, { liveUrl: 'javascript:alert(1)' }) },
        'src/content/projects/1/index.md: live: not an http(s) URL',
      ],
      [
        'a social link with spaces in its host',
        { ...siteContent, profile: { ...profile, socials: changed(profile.socials, 1, { url: 'https://linked in.com/x' }) } },
        'profile.socials[1].url: not an http(s) URL',
      ],
      [
        'a video on another site',
        withJourney(2, { videoUrl: 'https://vimeo.com/76979871' }),
        'src/content/journey/3/index.md: video: not a YouTube watch, embed or youtu.be URL',
      ],
      [
        'a video id one character short',
        withJourney(0, { videoUrl: 'https://www.youtube.com/watch?v=aircAruvnK' }),
        'src/content/journey/1/index.md: video: not a YouTube watch, embed or youtu.be URL',
      ],
      [
        'a misspelt field in an article’s frontmatter',
        { ...siteContent, journey: [{ ...bootcamp, ...{ titel: 'A typo' } }, ...journey.slice(1)] },
        'src/content/journey/1/index.md: frontmatter: unknown field "titel"',
      ],
      [
        'a machine date written as people write dates',
        withJourney(1, { published: 'August 2025' }),
        'src/content/journey/2/index.md: published: not a date such as 2025-03-28',
      ],
      ['an empty video URL', withJourney(3, { videoUrl: '' }), 'src/content/journey/4/index.md: video: not a YouTube watch, embed or youtu.be URL'],
    ])('%s', (_, content, problem) => {
      expect(contentProblems(content)).toEqual([problem])
    })
  })

  it('reports every problem at once', () => {
    const content = {
      ...withJourney(2, { title: '', videoUrl: 'https://youtu.be/x' }),
      profile: { ...profile, skills: [] },
    }
    expect(contentProblems(content)).toEqual([
      'profile.skills: empty',
      'src/content/journey/3/index.md: title: empty',
      'src/content/journey/3/index.md: video: not a YouTube watch, embed or youtu.be URL',
    ])
  })
})

describe('contentWarnings', () => {
  const photo = (width: number): Picture => ({
    src: '/assets/pictures/p-320.jpg', width, height: 200, alt: 'A photo',
    raster: { prefix: '/assets/pictures/p', widths: [width], fallback: 'jpg', large: width },
  })

  it('names a photo narrower than the smallest place it is shown at', () => {
    const content = withJourney(1, { images: changed(journey[1]?.images ?? [], 2, photo(300)) })
    expect(contentWarnings(content)).toEqual(['src/content/journey/2/index.md: gallery[2]: 300 px wide, narrower than the 320 px it is shown at'])
    expect(contentWarnings(withJourney(1, { thumbnail: photo(320) }))).toEqual([])
  })

  it('lets an SVG of any size through, since it is sharp at every size', () => {
    expect(contentWarnings(siteContent)).toEqual([])
    expect(contentWarnings(withJourney(0, { thumbnail: { ...bootcamp.thumbnail, width: 100, height: 50 } }))).toEqual([])
  })
})

describe('contentProblems of an entry’s text', () => {
  /** An id no article has: longer than every one of them together. */
  const noArticle = `${journey.map((entry) => entry.id).join('')}-none`

  it('names the file, the line and the address of a link to no page of the site', () => {
    const bodyLinks = [
      { address: `/experience/${bootcamp.id}`, line: 14 },
      { address: `/experience/${noArticle}`, line: 21 },
    ]
    expect(contentProblems(withJourney(0, { bodyLinks }))).toEqual([`${bootcamp.source}:21: link to /experience/${noArticle}: no page of this site has this address`])
  })

  it('names the file, the line and the image of a photo without alt text or whose file could not be read', () => {
    const bodyPictures = [
      { file: 'stage.jpg', line: 16, picture: { ...bootcamp.thumbnail, alt: '' } },
      { file: 'gone.jpg', line: 18, picture: unreadable(`image file not found: ${bootcamp.source.replace(/index\.md$/, 'gone.jpg')}`) },
    ]
    expect(contentProblems(withJourney(0, { bodyPictures }))).toEqual([
      `${bootcamp.source}:16: image stage.jpg: alt: empty`,
      `${bootcamp.source}:18: image gone.jpg: image file not found: ${bootcamp.source.replace(/index\.md$/, 'gone.jpg')}`,
    ])
  })
})
