import { SECTION_IDS, type SectionId } from '../content/types'
import { categorySlug } from './categories'
import { type HomeLists, sectionShown } from './homeSections'

/** The entries a page address can name, by its first segment: only their ids count. */
type Ids = readonly { readonly id: string }[]
interface PageIds extends HomeLists {
  readonly journey: readonly { readonly id: string; readonly category: string }[]
  readonly projects: Ids
  readonly certificates: Ids
}

/** An address's path segments, decoded, without the trailing slash a static host also answers. */
function segmentsOf(path: string): string[] | undefined {
  try {
    return path.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/**
 * Whether an address from the site's root (`/project/1`, `/#contact`) leads to a page of this site
 * made of this content: the home page (and the sections it shows), the list of articles, a category
 * an article has, or an article, project or certificate with that id (src/lib/paths.ts). An address of a file (`/cv.pdf`, one of
 * `public/`) is no page, and is taken as it is.
 */
export function isSitePage(address: string, content: PageIds): boolean {
  const { journey, projects, certificates } = content
  const [path = '', hash] = address.split('?')[0]?.split('#') ?? []
  if (/\.\w+$/.test(path)) return true
  const segments = segmentsOf(path)
  if (segments === undefined) return false
  const [first, id, ...more] = segments
  if (first === 'experience' && id === 'category' && more.length === 1) return journey.some((article) => categorySlug(article.category) === more[0])
  if (more.length > 0) return false
  const ids = (entries: Ids) => entries.some((entry) => entry.id === id)
  const isSection = (name: string): name is SectionId => (SECTION_IDS as readonly string[]).includes(name)
  if (first === undefined) return hash === undefined || hash === '' || (isSection(hash) && sectionShown(hash, content))
  if (first === 'experience') return id === undefined || ids(journey)
  if (id === undefined) return false
  if (first === 'project') return ids(projects)
  if (first === 'certificate') return ids(certificates)
  return false
}
