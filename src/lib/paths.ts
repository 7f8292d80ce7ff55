import type { SectionId } from '../content/types'

/** Every address the site links to, built in one place. */
export const paths = {
  home: '/',
  section: (id: SectionId) => `/#${id}`,
  /** Every journey article, listed. */
  journeyIndex: '/experience',
  project: (id: string) => `/project/${encodeURIComponent(id)}`,
  journey: (id: string) => `/experience/${encodeURIComponent(id)}`,
  /** The articles of one category, by its slug (src/lib/categories.ts). */
  journeyCategory: (slug: string) => `/experience/category/${encodeURIComponent(slug)}`,
  certificate: (id: string) => `/certificate/${encodeURIComponent(id)}`,
} as const

/** The slug of a category's page at `path`, as the address writes it; none for any other path. */
export const categoryPathSlug = (path: string): string | undefined => /^\/experience\/category\/([^/]+)$/.exec(path)?.[1]

/** The route patterns the router matches. */
export const routes = {
  home: '/',
  project: '/project/:id',
  journeyIndex: '/experience',
  journey: '/experience/:id',
  journeyCategory: '/experience/category/:slug',
  certificate: '/certificate/:id',
} as const
