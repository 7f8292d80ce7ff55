import type { Profile } from '../content/types'
import { absoluteUrl } from './headTags'
import { paths } from './paths'
import type { JourneyData, ProjectData } from './routeData'
import type { SiteSettings } from './siteSettings'
import { articleData, personData, projectData, type StructuredData } from './structuredData'

/** The detail screens with schema.org data of their own, by the first segment of their route. */
const DETAIL = /^\/(project|experience)\/[^/]+$/

/**
 * The schema.org data of the page at `path`, made from its screen's data (src/lib/routeData.ts): the
 * owner on the home page, an article, a project; none on another page, nor on a not-found view (no
 * data). The prerender writes it into each page's head and the app remakes it as it navigates
 * (src/head/DocumentHead.ts), so the two can never disagree.
 */
export function pageStructuredData(
  path: string,
  data: unknown,
  site: SiteSettings,
  owner: Pick<Profile, 'name' | 'headline' | 'socials'>,
): StructuredData | undefined {
  const person = { name: owner.name, headline: owner.headline, sameAs: owner.socials.map((social) => social.url) }
  const homeUrl = absoluteUrl(site, paths.home)
  if (path === paths.home) return personData(person, homeUrl)
  const kind = DETAIL.exec(path)?.[1]
  if (!kind || !data) return undefined
  const url = absoluteUrl(site, path)
  // A bundled file's address already carries the base path.
  const image = (src: string) => new URL(src, site.siteUrl).href
  if (kind === 'experience') {
    const article = data as JourneyData
    return articleData({ ...article, url, image: image(article.thumbnail.src) }, person, homeUrl)
  }
  const project = data as ProjectData
  return projectData({ ...project, url, image: image(project.thumbnail.src) }, person, homeUrl)
}
