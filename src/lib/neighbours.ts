/** An article as another article's page links to it. */
export interface ArticleLink {
  readonly id: string
  readonly title: string
  /** The language of its title, where that is not the site's. */
  readonly language?: string
}

/** The articles an article's page leads on to. */
export interface Neighbours {
  /** The article before it in the list's order; none for the first. */
  readonly previous?: ArticleLink
  /** The article after it; none for the last. */
  readonly next?: ArticleLink
  /** Up to RELATED articles to read next (`neighboursOf`). */
  readonly related: readonly ArticleLink[]
}

export const RELATED = 3

interface Listed extends ArticleLink {
  readonly category: string
  readonly published?: string
}

const DAY = 86_400_000

/**
 * The neighbours of the article at `index` of `articles`, given in the list's order (oldest first).
 * Related are the other articles of its category first, then the rest; within each, the nearest in
 * date first (an article without a date is the farthest), then the nearest in the list, the earlier
 * on a tie.
 */
export function neighboursOf(articles: readonly Listed[], index: number): Neighbours {
  const article = articles[index]
  if (!article) throw new Error(`no article at index ${index}`)
  const link = ({ id, title, language }: ArticleLink): ArticleLink => ({ id, title, ...(language && { language }) })
  const days = (other: Listed) =>
    article.published && other.published ? Math.abs(Date.parse(other.published) - Date.parse(article.published)) / DAY : Infinity
  const related = articles
    .map((other, at) => ({ other, at }))
    .filter(({ at }) => at !== index)
    .map(({ other, at }) => ({ other, at, key: [other.category === article.category ? 0 : 1, days(other), Math.abs(at - index), at] }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, RELATED)
    .map(({ other }) => link(other))
  const previous = articles[index - 1]
  const next = articles[index + 1]
  return { ...(previous && { previous: link(previous) }), ...(next && { next: link(next) }), related }
}

/** The first difference of two keys decides (Infinity after every number); none, they are equal. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  const at = a.findIndex((value, n) => value !== b[n])
  if (at === -1) return 0
  return (a[at] ?? 0) < (b[at] ?? 0) ? -1 : 1
}
