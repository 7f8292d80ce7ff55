import type { Certificate, JourneyEntry, NavItem, Picture, Project, SiteContent } from '../content/types'

/**
 * Entries made up for tests, valid as the build checks them, so that a test can break one and know
 * what to expect whatever the owner's content holds (no project, one article…).
 */
const fixturePicture = (name: string): Picture => ({ src: `/src/content/${name}.svg`, width: 800, height: 450, alt: `The picture ${name}` })

export const fixtureArticle = (id: string, change: Partial<JourneyEntry> = {}): JourneyEntry => ({
  id,
  title: `Article ${id}`,
  date: 'March 2025',
  published: '2025-03-28',
  category: 'Talk',
  thumbnail: fixturePicture(`journey/${id}/thumbnail`),
  summary: `What happened at ${id}.`,
  body: '<p>First.</p>\n<p>Second.</p>\n',
  images: [fixturePicture(`journey/${id}/one`), fixturePicture(`journey/${id}/two`)],
  source: `src/content/journey/${id}/index.md`,
  bodyPictures: [],
  bodyLinks: [],
  ...change,
})

export const fixtureProject = (id: string, change: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  description: `What ${id} does.`,
  thumbnail: fixturePicture(`projects/${id}/thumbnail`),
  images: [fixturePicture(`projects/${id}/one`), fixturePicture(`projects/${id}/two`)],
  techStack: ['TypeScript'],
  liveUrl: `https://${id}.example.com/`,
  githubUrl: `https://github.com/someone/${id}`,
  body: '<p>How it works.</p>\n',
  source: `src/content/projects/${id}/index.md`,
  bodyPictures: [],
  bodyLinks: [],
  ...change,
})

const fixtureCertificate = (id: string): Certificate => ({
  id,
  title: `Certificate ${id}`,
  imageUrl: fixturePicture(`images/${id}`),
  issuedBy: `Issuer of ${id}`,
})

const fixtureNavigation: readonly NavItem[] = [
  { name: 'About', icon: 'user', sectionId: 'about' },
  { name: 'Contact', icon: 'mail', sectionId: 'contact' },
]

/** The owner's profile with made-up lists: three articles, two projects and two certificates. */
export const fixtureContent = (profile: SiteContent['profile']): SiteContent => ({
  profile,
  navigation: fixtureNavigation,
  projects: ['p1', 'p2'].map((id) => fixtureProject(id)),
  journey: ['a1', 'a2', 'a3'].map((id) => fixtureArticle(id)),
  certificates: ['c1', 'c2'].map(fixtureCertificate),
})
