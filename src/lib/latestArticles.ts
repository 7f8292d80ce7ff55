/**
 * The latest `count` articles of `journey` (in its order: dated oldest first, undated after them),
 * in that order: the last of those with a `published` date, then, where fewer have one, the first
 * undated ones. An undated article is listed last but is not known to be recent, so it does not take
 * a dated one's place.
 */
export function latestArticles<Article extends { readonly published?: string }>(journey: readonly Article[], count: number): Article[] {
  const dated = journey.filter((article) => article.published !== undefined)
  const undated = journey.filter((article) => article.published === undefined)
  return [...dated.slice(-count), ...undated.slice(0, Math.max(0, count - dated.length))]
}
