/**
 * schema.org data about a page, for search engines (JSON-LD in the page's head): the owner as a
 * `Person` on the home page, each journey article as an `Article` (about an `Event` where it says where
 * one took place), each project as a `CreativeWork`.
 */

interface Owner {
  readonly name: string
  readonly headline: string
  /** The owner's profiles elsewhere. */
  readonly sameAs: readonly string[]
}

export type StructuredData = Record<string, unknown>

export function personData(owner: Owner, homeUrl: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    url: homeUrl,
    description: owner.headline,
    ...(owner.sameAs.length > 0 && { sameAs: owner.sameAs }),
  }
}

const author = (owner: Owner, homeUrl: string) => ({ '@type': 'Person', name: owner.name, url: homeUrl })

/** The event an article with a location tells of: named as the article, on its date, at its place. */
const eventData = (article: { title: string; summary: string; published?: string }, location: string) => ({
  '@type': 'Event',
  name: article.title,
  description: article.summary,
  ...(article.published && { startDate: article.published }),
  location: { '@type': 'Place', name: location },
})

export function articleData(
  article: { title: string; summary: string; published?: string; location?: string; language?: string; url: string; image: string },
  owner: Owner,
  homeUrl: string,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    url: article.url,
    mainEntityOfPage: article.url,
    image: article.image,
    ...(article.published && { datePublished: article.published }),
    ...(article.language && { inLanguage: article.language }),
    author: author(owner, homeUrl),
    ...(article.location && { about: eventData(article, article.location) }),
  }
}

export function projectData(
  project: { title: string; description: string; url: string; image: string; techStack: readonly string[]; githubUrl?: string; language?: string },
  owner: Owner,
  homeUrl: string,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    url: project.url,
    image: project.image,
    keywords: project.techStack.join(', '),
    ...(project.githubUrl && { sameAs: project.githubUrl }),
    ...(project.language && { inLanguage: project.language }),
    author: author(owner, homeUrl),
  }
}

/** The data as the text of a `<script type="application/ld+json">`: a `<` inside can never close it. */
export function structuredDataJson(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The `<script type="application/ld+json">` of the data, for a prerendered page's head. */
export function structuredDataScript(data: StructuredData): string {
  return `<script type="application/ld+json">${structuredDataJson(data)}</script>`
}
