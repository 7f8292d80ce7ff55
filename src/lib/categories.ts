/** A category of My Journey, as its page and the links to it name it. */
export interface Category {
  /** As the articles write it: "Hackathon". */
  readonly name: string
  /** Its page's last segment: "hackathon" (`categorySlug`). */
  readonly slug: string
}

/**
 * The address segment of a category: its letters and digits, lower-cased and without accents, the
 * rest as single hyphens ("Machine Learning & AI" → "machine-learning-ai", "Café" → "cafe"); empty
 * when it has no letter or digit, which the build refuses (src/lib/contentSchema.ts).
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The categories of `articles` in the order they first appear there, each once: two names with one
 * slug are one category, named as it is first written (the build refuses that spelling twice).
 */
export function categoriesOf(articles: readonly { readonly category: string }[]): Category[] {
  const bySlug = new Map<string, Category>()
  for (const { category } of articles) {
    const slug = categorySlug(category)
    if (slug !== '' && !bySlug.has(slug)) bySlug.set(slug, { name: category, slug })
  }
  return [...bySlug.values()]
}

/** The articles of `articles` in the category `slug` names, in their order. */
export const inCategory = <T extends { readonly category: string }>(articles: readonly T[], slug: string): T[] =>
  articles.filter((article) => categorySlug(article.category) === slug)
