import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { importFromProject } from '../scripts/checkContent.mjs'
import type { SiteContent } from '../src/content/types'
import { isDemoOwner } from '../src/lib/demoContent'
import { categoriesOf, inCategory } from '../src/lib/categories'
import { readingMinutes } from '../src/lib/readingTime'
import type { knownPages } from '../src/lib/pageMeta'
import type { paths as sitePaths } from '../src/lib/paths'
import type { words as siteWords } from '../src/content/words'

/**
 * What the browser suites expect of the site, read from src/content as the build reads it, so that
 * they check whatever the owner has written. The suites' global setups write it before any spec is
 * loaded (`writeContentFacts`); the specs read it (`contentFacts`).
 */
export interface ContentFacts {
  readonly ownerName: string
  /** Whether the content is still the demo's, on which the spec's exact checks run (src/lib/demoContent.ts). */
  readonly demo: boolean
  readonly taglines: readonly string[]
  /** What the profile lists, each of which may be empty: the leadership roles, the jobs' titles, the skills and the social links. */
  readonly profile: {
    readonly leadership: readonly string[]
    readonly experience: readonly string[]
    readonly skills: readonly string[]
    readonly socials: readonly { readonly label: string; readonly url: string }[]
  }
  readonly navigation: readonly { readonly name: string; readonly sectionId: string }[]
  readonly projects: readonly ProjectFacts[]
  /** In the order My Journey tells them, oldest first. */
  readonly journey: readonly ArticleFacts[]
  readonly certificates: readonly { readonly id: string; readonly path: string; readonly title: string; readonly issuedBy: string }[]
  /** The categories of the articles, in the order they first appear, with their articles' ids in the list's order. */
  readonly categories: readonly { readonly name: string; readonly path: string; readonly articles: readonly string[] }[]
  /** Every page of the content, home first, with its level-1 heading and its document title. */
  readonly pages: readonly { readonly path: string; readonly heading: string; readonly title: string }[]
  /** An address of each detail screen with an id no entry has, which shows its not-found view. */
  readonly notFound: { readonly project: string; readonly journey: string; readonly certificate: string }
}

interface ProjectFacts {
  readonly id: string
  readonly path: string
  readonly title: string
  readonly description: string
  readonly screenshots: number
  /** Its thumbnail's alt text. */
  readonly thumbnailAlt: string
  readonly techStack: readonly string[]
  readonly liveUrl?: string
  readonly githubUrl?: string
  /** The language it is written up in, where that is not the site's. */
  readonly language?: string
}

interface ArticleFacts {
  readonly id: string
  readonly path: string
  readonly title: string
  readonly category: string
  readonly date: string
  /** The machine date, when the article has one. */
  readonly published?: string
  readonly summary: string
  readonly gallery: number
  readonly video: boolean
  /** The reading time its page and the list show. */
  readonly minutes: number
  /** The language it is written in, where that is not the site's. */
  readonly language?: string
}

const FILE = 'node_modules/.cache/e2e/content-facts.json'

/** An id none of `ids` is: `nope`, or `nope-1`, `nope-2`… */
function unusedId(ids: readonly string[]): string {
  let id = 'nope'
  for (let n = 1; ids.includes(id); n++) id = `nope-${n}`
  return id
}

/** Reads the content of the project at `root` through the build's own plugins and writes its facts. */
export async function writeContentFacts(root = process.cwd()): Promise<ContentFacts> {
  const [{ siteContent }, { knownPages: pagesOf }, { paths }, { words }] = (await Promise.all([
    importFromProject(root, '/src/content/siteContent.ts'),
    importFromProject(root, '/src/lib/pageMeta.ts'),
    importFromProject(root, '/src/lib/paths.ts'),
    importFromProject(root, '/src/content/words.ts'),
  ])) as [{ siteContent: SiteContent }, { knownPages: typeof knownPages }, { paths: typeof sitePaths }, { words: typeof siteWords }]
  const { profile, navigation, projects, journey, certificates } = siteContent
  const facts: ContentFacts = {
    ownerName: profile.name,
    demo: isDemoOwner(profile.name),
    taglines: profile.taglines,
    profile: {
      leadership: profile.leadership.map((lead) => lead.role),
      experience: profile.experience.map((job) => job.title),
      skills: profile.skills,
      socials: profile.socials.map(({ label, url }) => ({ label, url })),
    },
    navigation: navigation.map(({ name, sectionId }) => ({ name, sectionId })),
    projects: projects.map(({ id, title, description, thumbnail, images, techStack, liveUrl, githubUrl, language }) => ({
      id, path: paths.project(id), title, description, screenshots: images.length, thumbnailAlt: thumbnail.alt, techStack, liveUrl, githubUrl, language,
    })),
    journey: journey.map(({ id, title, category, date, published, summary, images, videoUrl, body, language }) => ({
      id, path: paths.journey(id), title, category, date, published, summary, gallery: images.length, video: videoUrl !== undefined, minutes: readingMinutes(body), language,
    })),
    certificates: certificates.map(({ id, title, issuedBy }) => ({ id, path: paths.certificate(id), title, issuedBy })),
    categories: categoriesOf(journey).map(({ name, slug }) => ({ name, path: paths.journeyCategory(slug), articles: inCategory(journey, slug).map(({ id }) => id) })),
    // The home page's heading is the site's own word, not the content's.
    pages: pagesOf(siteContent).map(({ path, title, preview }) => ({ path, title, heading: path === paths.home ? words.home.heading : preview.heading })),
    notFound: {
      project: paths.project(unusedId(projects.map((entry) => entry.id))),
      journey: paths.journey(unusedId(journey.map((entry) => entry.id))),
      certificate: paths.certificate(unusedId(certificates.map((entry) => entry.id))),
    },
  }
  const file = resolve(root, FILE)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(facts, null, 2))
  return facts
}

/** The facts the suite's global setup wrote. */
export function contentFacts(root = process.cwd()): ContentFacts {
  try {
    return JSON.parse(readFileSync(resolve(root, FILE), 'utf8')) as ContentFacts
  } catch (error) {
    throw new Error(`${FILE} is missing: the browser suites' global setup writes it (run them through their config)`, { cause: error })
  }
}
