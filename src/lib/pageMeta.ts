import { certificates } from '../content/certificates'
import { journey } from '../content/journey'
import { profile } from '../content/profile'
import { projects } from '../content/projects'
import { paths } from './paths'

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
}

const HOME_DESCRIPTION =
  'Portfolio of a computer-science student and AI enthusiast: projects, experience, certificates and a journal of hackathons and workshops.'

const home: PageMeta = {
  path: paths.home,
  title: `${profile.name} · ${profile.headline}`,
  description: HOME_DESCRIPTION,
  type: 'website',
  indexable: true,
  preview: { slug: 'home', eyebrow: 'Portfolio', heading: profile.name, text: profile.headline },
}

const detail = (path: string, title: string, description: string, preview: Omit<PreviewCard, 'heading'>): PageMeta => ({
  path,
  title: `${title} · ${profile.name}`,
  description,
  type: 'article',
  indexable: true,
  preview: { ...preview, heading: title },
})

/** Every route the content defines, home first: what gets prerendered and listed in the sitemap. */
export const knownPages: readonly PageMeta[] = [
  home,
  ...projects.map((p) =>
    detail(paths.project(p.id), p.title, p.description, { slug: `project-${p.id}`, eyebrow: 'Project', text: p.description }),
  ),
  ...journey.map((j) =>
    detail(paths.journey(j.id), j.title, j.summary, { slug: `experience-${j.id}`, eyebrow: `My Journey · ${j.category}`, text: j.summary }),
  ),
  ...certificates.map((c) =>
    detail(paths.certificate(c.id), c.title, `${c.title}, a certificate issued by ${c.issuedBy} to ${profile.name}.`, {
      slug: `certificate-${c.id}`,
      eyebrow: 'Certificate',
      text: `Issued by ${c.issuedBy}`,
    }),
  ),
]

/**
 * The titles of the detail screens' not-found views, by the first segment of their route. A Map, so
 * that a path such as `/constructor/x` finds nothing rather than a property every object inherits.
 */
const NOT_FOUND: ReadonlyMap<string, string> = new Map([
  ['project', 'Project not found.'],
  ['experience', 'Experience not found.'],
  ['certificate', 'Certificate Not Found'],
])

function notFound(path: string, title: string): PageMeta {
  return { ...home, path, title, indexable: false }
}

/** `/project/1/` is `/project/1`; the home page stays `/`. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The head of the page at this path (relative to the base path), whichever view it shows. */
export function pageMeta(path: string): PageMeta {
  const clean = withoutTrailingSlash(path)
  const known = knownPages.find((page) => page.path === clean)
  if (known) return known
  const [, kind = '', id, ...rest] = clean.split('/')
  const message = NOT_FOUND.get(kind)
  // An unknown id under a detail pattern shows that screen's not-found view; anything else redirects home.
  return message && id && rest.length === 0 ? notFound(clean, message) : notFound(clean, `Page not found · ${profile.name}`)
}
