import { describe, expect, it } from 'vitest'
import { siteContent } from '../content/siteContent'
import type { JourneyEntry, NavItem, Picture, SiteContent } from '../content/types'
import { fixtureContent } from './contentFixtures'
import { contentProblems, contentWarnings } from './contentProblems'

/** A copy of `items` with the entry at `index` changed. */
function changed<T>(items: readonly T[], index: number, change: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...change } : item))
}

// Made-up entries beside the owner's profile: what a test breaks is known, whatever the content holds.
const base = fixtureContent(siteContent.profile)
const { profile, projects, journey, certificates, navigation } = base
const [project, secondProject] = projects
const [first, second, third] = journey
if (!project || !secondProject || !first || !second || !third) throw new Error('the fixture has two projects and three articles')
const [firstCertificate, secondCertificate] = certificates
if (!firstCertificate || !secondCertificate) throw new Error('the fixture has two certificates')

const withJourney = (index: number, change: Partial<JourneyEntry>): SiteContent => ({ ...base, journey: changed(journey, index, change) })
const social = { network: 'github', label: 'GitHub', url: 'https://github.com/someone' } as const
const job = { title: 'Intern', organisation: 'Lab', duration: '3 months', detail: 'Built things.' }
/** A picture whose file the build could not read, as the pictures plugin gives it. */
const unreadable = (problem: string): Picture => ({ src: '', width: 0, height: 0, alt: 'A photo', problem })

describe('contentProblems', () => {
  it('finds nothing wrong with the real content', () => {
    expect(contentProblems(siteContent)).toEqual([])
  })

  it('finds nothing wrong with the made-up content the other tests break', () => {
    expect(contentProblems(base)).toEqual([])
  })

  describe('names the entry and the field', () => {
    it.each<[string, SiteContent, string]>([
      ['a repeated journey id', withJourney(2, { id: second.id }), `${third.source}: id: "${second.id}" is also the id of the entry at index 1`],
      [
        'a repeated certificate id',
        { ...base, certificates: changed(certificates, 1, { id: firstCertificate.id }) },
        `src/content/certificates.ts: certificates[1].id: "${firstCertificate.id}" is also the id of the entry at index 0`,
      ],
      [
        'a repeated navigation section',
        { ...base, navigation: changed(navigation, 1, { sectionId: 'about' }) },
        'src/content/navigation.ts: navigation[1].sectionId: "about" is also the sectionId of the entry at index 0',
      ],
      ['an empty id', withJourney(1, { id: '' }), `${second.source}: id: empty`],
      ['an empty title', { ...base, projects: changed(projects, 0, { title: '' }) }, `${project.source}: title: empty`],
      ['a blank summary', withJourney(2, { summary: ' \n ' }), `${third.source}: summary: empty`],
      [
        'an empty issuer',
        { ...base, certificates: changed(certificates, 1, { issuedBy: '' }) },
        `src/content/certificates.ts: certificates[id=${secondCertificate.id}].issuedBy: empty`,
      ],
      ['an empty headline', { ...base, profile: { ...profile, headline: '' } }, 'src/content/profile.ts: profile.headline: empty'],
      ['no tagline', { ...base, profile: { ...profile, taglines: [] } }, 'src/content/profile.ts: profile.taglines: empty'],
      ['an empty tagline', { ...base, profile: { ...profile, taglines: ['Vibe Coder', ''] } }, 'src/content/profile.ts: profile.taglines[1]: empty'],
      ['no tech stack', { ...base, projects: changed(projects, 0, { techStack: [] }) }, `${project.source}: stack: empty`],
      [
        'a picture without alt text',
        withJourney(1, { images: changed(second.images, 0, { alt: '' }) }),
        `${second.source}: gallery[0].alt: empty`,
      ],
      [
        'a thumbnail whose file is missing',
        withJourney(2, { thumbnail: unreadable('image file not found: src/content/images/no-such-picture.jpg') }),
        `${third.source}: thumbnail: image file not found: src/content/images/no-such-picture.jpg`,
      ],
      [
        'a gallery picture that is not an image',
        { ...base, projects: changed(projects, 0, { images: [...project.images, unreadable('not an image: src/content/images/notes.jpg')] }) },
        `${project.source}: screenshots[${project.images.length}]: not an image: src/content/images/notes.jpg`,
      ],
      [
        'a focal point that is not two percentages',
        { ...base, certificates: changed(certificates, 0, { imageUrl: { ...first.thumbnail, focus: 'top left' } }) },
        `src/content/certificates.ts: certificates[id=${firstCertificate.id}].imageUrl.focus: not two percentages such as "50% 30%"`,
      ],
      [
        'a picture written as the path of its file',
        { ...base, certificates: changed(certificates, 0, { imageUrl: 'images/certificate.png' as unknown as Picture }) },
        `src/content/certificates.ts: certificates[id=${firstCertificate.id}].imageUrl: not a picture: write picture(file, 'what it shows'), the file imported with ?picture as the module's first lines do`,
      ],
      [
        'a link without a scheme',
        { ...base, projects: changed(projects, 0, { githubUrl: 'github.com/someone/project' }) },
        `${project.source}: github: not a whole address: write it with https:// before it (https://github.com/someone/project)`,
      ],
      [
        'words where a link goes, which https:// before them would not make an address',
        { ...base, projects: changed(projects, 0, { liveUrl: 'my website' }) },
        `${project.source}: live: not an http(s) URL`,
      ],
      [
        'a link with a space in it',
        { ...base, projects: changed(projects, 0, { githubUrl: 'https://github.com/someone/my project' }) },
        `${project.source}: github: has a space in it: an address has none (one that belongs there is written %20)`,
      ],
      [
        'a misspelt network',
        { ...base, profile: { ...profile, socials: [{ ...social, network: 'linkdin' as 'linkedin' }] } },
        'src/content/profile.ts: profile.socials[0].network: "linkdin" is not one of github, linkedin, instagram, x (did you mean "linkedin"?)',
      ],
      [
        'a misspelt top-bar icon',
        { ...base, navigation: [{ name: 'About', icon: 'users' as 'user', sectionId: 'about' }] },
        'src/content/navigation.ts: navigation[sectionId=about].icon: "users" is not one of user, briefcase, sparkles, award, folder, route, mail (did you mean "user"?)',
      ],
      ['a title written "title:" with nothing after it, which YAML reads as null', withJourney(1, { title: null as unknown as string }), `${second.source}: title: empty`],
      ['a link to a script', { ...base, projects: changed(projects, 0, { liveUrl: 'javascript:alert(1)' }) }, `${project.source}: live: not an http(s) URL`],
      ['a project’s language by its name', { ...base, projects: changed(projects, 1, { language: 'Français' }) }, `${secondProject.source}: language: not a language tag such as "en", "de" or "pt-BR"`],
      [
        'a social link with spaces in its host',
        { ...base, profile: { ...profile, socials: [social, { ...social, url: 'https://linked in.com/x' }] } },
        'src/content/profile.ts: profile.socials[1].url: not an http(s) URL',
      ],
      [
        'a video on another site',
        withJourney(2, { videoUrl: 'https://vimeo.com/76979871' }),
        `${third.source}: video: not a YouTube watch, embed or youtu.be URL`,
      ],
      [
        'a video id one character short',
        withJourney(0, { videoUrl: 'https://www.youtube.com/watch?v=aircAruvnK' }),
        `${first.source}: video: not a YouTube watch, embed or youtu.be URL`,
      ],
      [
        'a misspelt field in an article’s frontmatter',
        { ...base, journey: [{ ...first, ...{ titel: 'A typo' } }, ...journey.slice(1)] },
        `${first.source}: frontmatter: unknown field "titel" (did you mean "title"?)`,
      ],
      [
        'a misspelt field under its frontmatter name, and a field no name is near',
        { ...base, journey: [{ ...first, ...{ galery: [], tags: 'ai' } }, ...journey.slice(1)] },
        `${first.source}: frontmatter: unknown field "galery" (did you mean "gallery"?), "tags"`,
      ],
      [
        'a machine date written as people write dates',
        withJourney(1, { published: 'August 2025' }),
        `${second.source}: published: not a date such as 2025-03-28`,
      ],
      ['an empty video URL', withJourney(2, { videoUrl: '' }), `${third.source}: video: not a YouTube watch, embed or youtu.be URL`],
      ['an empty location', withJourney(1, { location: ' ' }), `${second.source}: location: empty`],
      ['a language by its name', withJourney(1, { language: 'French' }), `${second.source}: language: not a language tag such as "en", "de" or "pt-BR"`],
      ['a locale written with an underscore', withJourney(0, { language: 'fr_CA' }), `${first.source}: language: not a language tag such as "en", "de" or "pt-BR"`],
      ['a role that is not a text', withJourney(0, { role: 3 as unknown as string }), `${first.source}: role: not a text`],
      ['an event’s links that are not a list', withJourney(2, { links: 'https://slides.example.com' as unknown as [] }), `${third.source}: links: not a list`],
      ['an empty list of links', withJourney(2, { links: [] }), `${third.source}: links: empty`],
      [
        'an event link to a script',
        withJourney(1, { links: [{ label: 'Slides', url: 'https://slides.example.com/' }, { label: 'Run', url: 'javascript:alert(1)' }] }),
        `${second.source}: links[1].url: not an http(s) URL`,
      ],
      ['an event link without a label', withJourney(0, { links: [{ label: '', url: 'https://slides.example.com/' }] }), `${first.source}: links[0].label: empty`],
      [
        'a misspelt field of an event link',
        withJourney(0, { links: [{ label: 'Slides', url: 'https://slides.example.com/', ...{ ulr: 'x' } }] }),
        `${first.source}: links[0]: unknown field "ulr" (did you mean "url"?)`,
      ],
      [
        'a misspelt field of the profile',
        { ...base, profile: { ...profile, ...{ skils: ['Rust'] } } },
        'src/content/profile.ts: profile: unknown field "skils" (did you mean "skills"?)',
      ],
    ])('%s', (_, content, problem) => {
      expect(contentProblems(content)).toEqual([problem])
    })
  })

  it('names a misspelt field of a role, of a social link and of a certificate, with the field it is likely to be', () => {
    const content = {
      ...base,
      profile: { ...profile, experience: [{ ...job, ...{ duraton: '2024' } }], socials: [{ ...social, ...{ lable: 'Me' } }] },
      certificates: certificates.map((certificate, index) => (index === 0 ? { ...certificate, ...{ issuer: 'Someone' } } : certificate)),
    }
    expect(contentProblems(content)).toEqual([
      'src/content/profile.ts: profile.experience[0]: unknown field "duraton" (did you mean "duration"?)',
      'src/content/profile.ts: profile.socials[0]: unknown field "lable" (did you mean "label"?)',
      `src/content/certificates.ts: certificates[id=${firstCertificate.id}]: unknown field "issuer"`,
    ])
  })

  it('reports every problem at once', () => {
    const content = {
      ...withJourney(2, { title: '', videoUrl: 'https://youtu.be/x' }),
      profile: { ...profile, about: [] },
    }
    expect(contentProblems(content)).toEqual([
      'src/content/profile.ts: profile.about: empty',
      `${third.source}: title: empty`,
      `${third.source}: video: not a YouTube watch, embed or youtu.be URL`,
    ])
  })

  describe('lets an owner leave out', () => {
    it.each<[string, SiteContent]>([
      ['an article’s gallery and video', withJourney(0, { images: [], videoUrl: undefined })],
      ['a project’s screenshots and links', { ...base, projects: changed(projects, 0, { images: [], liveUrl: undefined, githubUrl: undefined }) }],
      ['every project, article and certificate, with no top-bar item for them', { ...base, projects: [], journey: [], certificates: [] }],
      ['all articles but one', { ...base, journey: [first] }],
      [
        'every job, leadership role, skill and social link, with no top-bar item for them',
        { ...base, profile: { ...profile, experience: [], leadership: [], skills: [], socials: [] } },
      ],
    ])('%s', (_, content) => {
      expect(contentProblems(content)).toEqual([])
    })
  })

  it('names a top-bar item whose section the home page leaves out, as its list is empty', () => {
    const item = (sectionId: NavItem['sectionId']): NavItem => ({ name: sectionId, icon: 'folder', sectionId })
    const items = (['projects', 'certifications', 'experiences', 'experience', 'skills'] as const).map(item)
    const content = {
      ...base,
      navigation: [...navigation, ...items],
      projects: [],
      certificates: [],
      journey: [],
      profile: { ...profile, experience: [], skills: [] },
    }
    const leftOut = (index: number, entries: string) =>
      `src/content/navigation.ts: navigation[sectionId=${content.navigation[index]?.sectionId}].sectionId: the home page leaves this section out, as there are no ${entries}: remove the item`
    expect(contentProblems(content)).toEqual(
      ['projects', 'certificates', 'articles', 'jobs in profile.experience', 'skills in profile.skills'].map((entries, at) => leftOut(navigation.length + at, entries)),
    )
    expect(contentProblems({ ...content, projects, certificates, journey: base.journey, profile: { ...profile, experience: [job], skills: ['Rust'] } })).toEqual([])
  })
})

describe('contentWarnings', () => {
  const photo = (width: number): Picture => ({
    src: '/assets/pictures/p-320.jpg', width, height: 200, alt: 'A photo',
    raster: { prefix: '/assets/pictures/p', widths: [width], fallback: 'jpg', large: width },
  })

  it('names a photo narrower than the smallest place it is shown at', () => {
    const content = withJourney(1, { images: changed(second.images, 1, photo(300)) })
    expect(contentWarnings(content)).toEqual([`${second.source}: gallery[1]: 300 px wide, narrower than the 320 px it is shown at`])
    expect(contentWarnings(withJourney(1, { thumbnail: photo(320) }))).toEqual([])
  })

  it('lets an SVG of any size through, since it is sharp at every size', () => {
    expect(contentWarnings(siteContent)).toEqual([])
    expect(contentWarnings(withJourney(0, { thumbnail: { ...first.thumbnail, width: 100, height: 50 } }))).toEqual([])
  })
})

describe('contentProblems of an entry’s text', () => {
  /** An id no article has: longer than every one of them together. */
  const noArticle = `${journey.map((entry) => entry.id).join('')}-none`

  it('names the file, the line and the address of a link to no page of the site', () => {
    const bodyLinks = [
      { address: `/experience/${first.id}`, line: 14 },
      { address: `/experience/${noArticle}`, line: 21 },
    ]
    expect(contentProblems(withJourney(0, { bodyLinks }))).toEqual([`${first.source}:21: link to /experience/${noArticle}: no page of this site has this address`])
  })

  it('names the file of a category with no letter or digit to name its page by', () => {
    expect(contentProblems(withJourney(1, { category: '—' }))).toEqual([`${second.source}: category: no letter or digit to name its page by`])
  })

  it('names the file of a category spelt another way than elsewhere, which would share its page', () => {
    const content = { ...base, journey: journey.map((entry, index) => ({ ...entry, category: ['Machine Learning', 'Talk', 'machine-learning'][index] ?? entry.category })) }
    expect(contentProblems(content)).toEqual([
      `${third.source}: category: written “machine-learning” here and “Machine Learning” elsewhere: one category, spelt two ways`,
    ])
  })

  it('names the file, the line and the image of a photo without alt text or whose file could not be read', () => {
    const bodyPictures = [
      { file: 'stage.jpg', line: 16, picture: { ...first.thumbnail, alt: '' } },
      { file: 'gone.jpg', line: 18, picture: unreadable(`image file not found: ${first.source.replace(/index\.md$/, 'gone.jpg')}`) },
    ]
    expect(contentProblems(withJourney(0, { bodyPictures }))).toEqual([
      `${first.source}:16: image stage.jpg: alt: empty`,
      `${first.source}:18: image gone.jpg: image file not found: ${first.source.replace(/index\.md$/, 'gone.jpg')}`,
    ])
  })
})
