import type { Certificate, JourneyEntry, Project, SiteContent } from '../content/types'
import { categoriesOf, inCategory } from './categories'
import { latestArticles } from './latestArticles'
import { type Neighbours, neighboursOf } from './neighbours'
import { categoryPathSlug, paths } from './paths'
import { readingMinutes } from './readingTime'
import { yearOf } from './yearGroups'

/**
 * The content a screen shows comes with that screen, as a data file of its own (`data/….json`),
 * never in the script every page loads: what the home page's cards show, the list of every article,
 * and each article, project and certificate page's whole entry. So a page costs the same however
 * much has been written; the home page shows the latest articles only, and links to the list.
 */

type JourneyCard = Pick<JourneyEntry, 'id' | 'title' | 'date' | 'category' | 'summary' | 'thumbnail' | 'language' | 'unpublished'>
type ProjectCard = Pick<Project, 'id' | 'title' | 'description' | 'thumbnail' | 'techStack' | 'language' | 'unpublished'>
type CertificateCard = Pick<Certificate, 'id' | 'title' | 'issuedBy' | 'imageUrl'>

/** How many of the latest journey articles the home page shows as cards. */
export const HOME_JOURNEY_CARDS = 6

export interface HomeData {
  /** The latest articles (`latestArticles`), in the order My Journey tells them. */
  readonly journey: readonly JourneyCard[]
  /** How many articles there are in all. */
  readonly journeyCount: number
  readonly projects: readonly ProjectCard[]
  readonly certificates: readonly CertificateCard[]
}

/** What the build counts of an article: the minutes its text takes to read (src/lib/readingTime.ts). */
interface ReadingTime {
  readonly minutes: number
}

/**
 * One line of the list of every article, with the year it is listed under (from `published`; none
 * for an undated one): the year alone, not the whole date, keeps the list's file small.
 */
type JourneyListItem = Pick<JourneyEntry, 'id' | 'title' | 'date' | 'category' | 'language' | 'unpublished'> & ReadingTime & { readonly year?: string }

export interface JourneyIndexData {
  readonly articles: readonly JourneyListItem[]
}

/** The articles of one category, as the list of every article shows them. */
export interface JourneyCategoryData extends JourneyIndexData {
  /** The category as the articles write it. */
  readonly name: string
}

/** What only the build's check needs: where an entry was written, and its text's pictures and links (already in its HTML). */
type CheckedOnly = 'source' | 'bodyPictures' | 'bodyLinks'

/** An article as its page shows it: the entry without what only the check needs, and where to read on. */
export type JourneyData = Omit<JourneyEntry, CheckedOnly> & ReadingTime & Neighbours

/** A project as its page shows it: the entry without what only the check needs. */
export type ProjectData = Omit<Project, CheckedOnly>

/** The list of every screen with data, which an address the site never linked to is checked against. */
export const SCREENS_FILE = 'data/screens.json'

/**
 * One spelling of a screen's path, the key of its data: each segment decoded then encoded again, so
 * `/project/%31` is `/project/1`, and no trailing slash. A segment that does not decode stays as it is.
 */
export function canonicalScreenPath(path: string): string {
  return (path.length > 1 ? path.replace(/\/+$/, '') : path)
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment))
      } catch {
        return segment
      }
    })
    .join('/')
}

/**
 * The data file of the screen at `path` (from the base path, as the router sees it), or undefined
 * for a path without one. The id stays as the address writes it, so the host finds the file the
 * build named with the id itself.
 */
export function routeDataFile(path: string): string | undefined {
  if (path === paths.home) return 'data/home.json'
  if (path === paths.journeyIndex) return 'data/experience.json'
  const category = categoryPathSlug(path)
  if (category !== undefined) return `data/experience/category/${category}.json`
  const match = /^\/(project|experience|certificate)\/([^/]+)$/.exec(path)
  return match ? `data/${match[1]}/${match[2]}.json` : undefined
}

/**
 * The address of the data file of the screen at `path` under the site's `basePath`, as the page's
 * head names it; undefined for a path without one.
 */
export function routeDataHref(path: string, basePath: string): string | undefined {
  const file = routeDataFile(path)
  return file && `${basePath}${file}`
}

/** Every screen's data, by its path: what the build writes as data files. */
export function routeDataOf({ journey, projects, certificates }: SiteContent): [string, unknown][] {
  const home: HomeData = {
    journey: latestArticles(journey, HOME_JOURNEY_CARDS).map(({ id, title, date, category, summary, thumbnail, language, unpublished }) => ({ id, title, date, category, summary, thumbnail, ...(language && { language }), ...(unpublished && { unpublished }) })),
    journeyCount: journey.length,
    projects: projects.map(({ id, title, description, thumbnail, techStack, language, unpublished }) => ({
      id, title, description, thumbnail, techStack, ...(language && { language }), ...(unpublished && { unpublished }),
    })),
    certificates: certificates.map(({ id, title, issuedBy, imageUrl }) => ({ id, title, issuedBy, imageUrl })),
  }
  // Each article's reading time, counted once for its line in the lists and its page.
  const timed = journey.map((article) => ({ article, minutes: readingMinutes(article.body) }))
  const listed = timed.map(({ article: { id, title, date, published, category, language, unpublished }, minutes }): JourneyListItem => ({
    id, title, date, ...(published && { year: yearOf(published) }), category, minutes, ...(language && { language }), ...(unpublished && { unpublished }),
  }))
  const journeyIndex: JourneyIndexData = { articles: listed }
  return [
    [paths.home, home],
    [paths.journeyIndex, journeyIndex],
    ...categoriesOf(journey).map(({ name, slug }): [string, JourneyCategoryData] => [
      paths.journeyCategory(slug),
      { name, articles: inCategory(listed, slug) },
    ]),
    ...timed.map(({ article: { source, bodyPictures, bodyLinks, ...entry }, minutes }, index): [string, JourneyData] => [
      paths.journey(entry.id),
      { ...entry, minutes, ...neighboursOf(journey, index) },
    ]),
    ...projects.map(({ source, bodyPictures, bodyLinks, ...project }): [string, ProjectData] => [paths.project(project.id), project]),
    ...certificates.map((certificate): [string, Certificate] => [paths.certificate(certificate.id), certificate]),
  ]
}
