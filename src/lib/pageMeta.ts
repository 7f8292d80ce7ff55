import { profile } from '../content/profile'
import type { Certificate, JourneyEntry, Project, SiteContent } from '../content/types'
import { categoriesOf, categorySlug, inCategory } from './categories'
import { words } from '../content/words'
import { categoryPathSlug, paths } from './paths'

/** What a page tells the world about itself: its head tags and its preview image. */
export interface PageMeta {
  /** The page's path within the site, without the base path; '/' for home. */
  readonly path: string
  readonly title: string
  readonly description: string
  readonly type: 'website' | 'article'
  /** Known routes are indexed; not-found views are not. */
  readonly indexable: boolean
  readonly preview: PreviewCard
}

/** The text of a 1200×630 link-preview image, saved as `og/<slug>.png`. */
export interface PreviewCard {
  readonly slug: string
  readonly eyebrow: string
  readonly heading: string
  readonly text: string
  /** The language of an entry written in another than the site's (its `language`). */
  readonly language?: string
}

const home: PageMeta = {
  path: paths.home,
  title: `${profile.name} · ${profile.headline}`,
  description: profile.description,
  type: 'website',
  indexable: true,
  preview: { slug: 'home', eyebrow: words.home.previewEyebrow, heading: profile.name, text: profile.headline },
}

const journeyIndex: PageMeta = {
  path: paths.journeyIndex,
  title: `${words.journey.name} · ${profile.name}`,
  description: words.journey.description(profile.name, profile.journal),
  type: 'website',
  indexable: true,
  preview: { slug: 'experience', eyebrow: words.journey.name, heading: words.journey.name, text: words.journey.previewText(profile.name) },
}

const detail = (path: string, title: string, description: string, preview: Omit<PreviewCard, 'heading'>): PageMeta => ({
  path,
  title: `${title} · ${profile.name}`,
  description,
  type: 'article',
  indexable: true,
  preview: { ...preview, heading: title },
})

const projectMeta = (p: Pick<Project, 'id' | 'title' | 'description' | 'language'>) =>
  detail(paths.project(p.id), p.title, p.description, {
    slug: `project-${p.id}`,
    eyebrow: words.project.previewEyebrow,
    text: p.description,
    ...(p.language === undefined ? {} : { language: p.language }),
  })

const journeyMeta = (j: Pick<JourneyEntry, 'id' | 'title' | 'summary' | 'category' | 'language'>) =>
  detail(paths.journey(j.id), j.title, j.summary, {
    slug: `experience-${j.id}`,
    eyebrow: `${words.journey.name} · ${j.category}`,
    text: j.summary,
    ...(j.language === undefined ? {} : { language: j.language }),
  })

/** A category's page: its name, and how many articles it lists, from its data (src/lib/routeData.ts). */
const categoryMeta = ({ name, slug, count }: { name: string; slug: string; count: number }): PageMeta => ({
  path: paths.journeyCategory(slug),
  title: `${name} · ${words.journey.name} · ${profile.name}`,
  description: words.journey.categoryDescription(name, count, profile.name, profile.journal),
  type: 'website',
  indexable: true,
  preview: {
    slug: `experience-category-${slug}`,
    eyebrow: words.journey.categoryEyebrow,
    heading: name,
    text: words.journey.categoryPreviewText(count, profile.name),
  },
})

const certificateMeta = (c: Pick<Certificate, 'id' | 'title' | 'issuedBy'>) =>
  detail(paths.certificate(c.id), c.title, words.certificate.description(c.title, c.issuedBy, profile.name), {
    slug: `certificate-${c.id}`,
    eyebrow: words.certificate.previewEyebrow,
    text: words.certificate.issuedBy(c.issuedBy),
  })

/** Every route the content defines, home first: what gets prerendered and listed in the sitemap. */
export function knownPages({ projects, journey, certificates }: Pick<SiteContent, 'projects' | 'journey' | 'certificates'>): PageMeta[] {
  const categories = categoriesOf(journey).map(({ name, slug }) => categoryMeta({ name, slug, count: inCategory(journey, slug).length }))
  return [home, journeyIndex, ...categories, ...projects.map(projectMeta), ...journey.map(journeyMeta), ...certificates.map(certificateMeta)]
}

/** The head of a detail screen, from its data, by the first segment of its route. */
const DETAIL_META: ReadonlyMap<string, (data: never) => PageMeta> = new Map<string, (data: never) => PageMeta>([
  ['project', projectMeta],
  ['experience', journeyMeta],
  ['certificate', certificateMeta],
])

/**
 * The titles of the detail screens' not-found views by the first segment of their route. A Map, so
 * that a path such as `/constructor/x` finds nothing rather than a property every object inherits.
 */
const NOT_FOUND: ReadonlyMap<string, string> = new Map([
  ['project', words.project.notFound],
  ['experience', words.journey.notFound],
  ['certificate', words.certificate.notFound],
])

/** The head of a screen that shows only a message, titled with it and the owner's name: the home page's description and card, not indexed. */
function messagePage(path: string, message: string): PageMeta {
  return { ...home, path, title: `${message} · ${profile.name}`, indexable: false }
}

/** `/project/1/` is `/project/1`; the home page stays `/`. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The head of the page at this path (relative to the base path), whichever view it shows; `data` is
 * the screen's data (src/lib/routeData.ts), which a detail page's head is made from, null or
 * undefined when there is none.
 */
export function pageMeta(path: string, data?: unknown): PageMeta {
  const clean = withoutTrailingSlash(path)
  if (clean === paths.home) return home
  if (clean === paths.journeyIndex) return journeyIndex
  if (categoryPathSlug(clean) !== undefined) {
    const listed = data as { name: string; articles: readonly unknown[] } | null | undefined
    return listed ? categoryMeta({ name: listed.name, slug: categorySlug(listed.name), count: listed.articles.length }) : messagePage(clean, words.journey.categoryNotFound)
  }
  const [, kind = '', id, ...rest] = clean.split('/')
  const fromData = DETAIL_META.get(kind)
  if (fromData && data && id && rest.length === 0) return fromData(data as never)
  const message = NOT_FOUND.get(kind)
  // An unknown id under a detail pattern shows that screen's not-found view; anything else redirects home.
  return message && id && rest.length === 0 ? messagePage(clean, message) : messagePage(clean, words.site.pageNotFound)
}

/** The head of the screen at this path while its data cannot be had (src/components/ScreenUnavailable.tsx). */
export function unavailablePageMeta(path: string): PageMeta {
  return messagePage(withoutTrailingSlash(path), words.site.unavailable)
}
