import type { Certificate, JourneyEntry, Project, SiteContent } from '../content/types'
import { paths } from './paths'

/**
 * The content a screen shows comes with that screen, as a data file of its own (`data/….json`),
 * never in the script every page loads: what the home page's cards show, and each article, project
 * and certificate page's whole entry. So a page costs the same however much has been written.
 */

type JourneyCard = Pick<JourneyEntry, 'id' | 'title' | 'date' | 'category' | 'summary' | 'thumbnail'>
type ProjectCard = Pick<Project, 'id' | 'title' | 'description' | 'thumbnail' | 'techStack'>
type CertificateCard = Pick<Certificate, 'id' | 'title' | 'issuedBy' | 'imageUrl'>

export interface HomeData {
  readonly journey: readonly JourneyCard[]
  readonly projects: readonly ProjectCard[]
  readonly certificates: readonly CertificateCard[]
}

/** An article as its page shows it: the entry without where it was written. */
export type JourneyData = Omit<JourneyEntry, 'source'>

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
  const match = /^\/(project|experience|certificate)\/([^/]+)$/.exec(path)
  return match ? `data/${match[1]}/${match[2]}.json` : undefined
}

/** Every screen's data, by its path: what the build writes as data files. */
export function routeDataOf({ journey, projects, certificates }: SiteContent): [string, unknown][] {
  const home: HomeData = {
    journey: journey.map(({ id, title, date, category, summary, thumbnail }) => ({ id, title, date, category, summary, thumbnail })),
    projects: projects.map(({ id, title, description, thumbnail, techStack }) => ({ id, title, description, thumbnail, techStack })),
    certificates: certificates.map(({ id, title, issuedBy, imageUrl }) => ({ id, title, issuedBy, imageUrl })),
  }
  return [
    [paths.home, home],
    ...journey.map(({ source, ...entry }): [string, JourneyData] => [paths.journey(entry.id), entry]),
    ...projects.map((project): [string, Project] => [paths.project(project.id), project]),
    ...certificates.map((certificate): [string, Certificate] => [paths.certificate(certificate.id), certificate]),
  ]
}
