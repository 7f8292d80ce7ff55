import type { SectionId } from '../../src/content/types'
import { words } from '../../src/content/words'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { sectionShown } from '../../src/lib/homeSections'
import { latestArticles } from '../../src/lib/latestArticles'
import { HOME_JOURNEY_CARDS } from '../../src/lib/routeData'
import { contentFacts } from '../contentFacts'

/** What src/content holds, as the site shows it (tests/contentFacts.ts). */
export const CONTENT = contentFacts()

/** A name or text that holds `phrase` as written, in its case: an external link's name goes on to say it opens a new tab. */
export const containing = (phrase: string) => new RegExp(escapeRegExp(phrase))

/**
 * Every route the content defines, with the level-1 heading it shows, read from the content rather
 * than from the build's output: a page of the content missing from the sitemap fails its test.
 */
export const KNOWN_ROUTES: readonly (readonly [path: string, heading: string])[] = CONTENT.pages.map(({ path, heading }) => [path, heading])

/** Addresses of each detail screen's not-found view (an id that matches nothing), with its heading. */
export const NOT_FOUND_ROUTES = [
  [CONTENT.notFound.project, words.project.notFound],
  [CONTENT.notFound.journey, words.journey.notFound],
  [CONTENT.notFound.certificate, words.certificate.notFound],
] as const

/** The heading of any not-found view: one of `NOT_FOUND_ROUTES`, or that of a category no article has. */
export const NOT_FOUND_HEADING = new RegExp(
  `^(${[...NOT_FOUND_ROUTES.map(([, heading]) => heading), words.journey.categoryNotFound].map(escapeRegExp).join('|')})$`,
)

/** The home page's sections in the order it shows them, with their headings, as the content leaves them in or out. */
export const HOME_SECTIONS = (['about', 'experience', 'skills', 'certifications', 'projects', 'experiences', 'contact'] as const satisfies readonly SectionId[])
  .filter((id) => sectionShown(id, CONTENT))
  .map((id) => [id, words.home.sections[id]] as const)

/** The articles the home page shows as cards, in its order: the latest dated ones, then undated ones where fewer have a date. */
export const HOME_ARTICLES = latestArticles(CONTENT.journey, HOME_JOURNEY_CARDS)

/** The name of the top bar's link to the home page, as a screen reader hears it. */
export const HOME_LINK = words.site.home(CONTENT.ownerName)

/** The name of an article's category link: heard as "Category: Hackathon". */
export const categoryLinkName = (category: string) => `${words.journey.category} ${category}`

/** Home and the first page of each kind the content has: a project, an article, a certificate. */
export const PAGE_OF_EACH_KIND = ['/', ...[CONTENT.projects[0], CONTENT.journey[0], CONTENT.certificates[0]].flatMap((entry) => (entry ? [entry.path] : []))]

/** A page of every screen the content has: those of `PAGE_OF_EACH_KIND`, the journey's list and a category's. */
export const PAGE_OF_EVERY_SCREEN = [
  ...PAGE_OF_EACH_KIND,
  ...(CONTENT.journey.length ? ['/experience'] : []),
  ...CONTENT.categories.slice(0, 1).map(({ path }) => path),
]

/** A page other than home, whose top bar leads back to the home page's sections. */
export const DETAIL_PAGE = PAGE_OF_EACH_KIND[1] ?? '/experience'

/** A link of the top bar whose section is neither first nor last (when there are three). */
export const MIDDLE_NAV_ITEM = CONTENT.navigation[Math.floor(CONTENT.navigation.length / 2)]

/** The document title of a page whose level-1 heading is `heading`: that heading first, then whose site it is. */
export const titleOf = (heading: string) => new RegExp(`^${escapeRegExp(heading)} · `)

/** Why a check of the spec's exact demo content does not run on the owner's. */
export const DEMO_ONLY = 'checks the demo content the spec describes; runs while src/content/owner.ts names the demo’s owner'

/** Width and height of a PNG, read from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
