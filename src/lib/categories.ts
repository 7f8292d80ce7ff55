/** A category of My Journey, as its page and the links to it name it. */
export interface Category {
  /** As the articles write it: "Hackathon". */
  readonly name: string
  /** Its page's last segment: "hackathon" (`categorySlug`). */
  readonly slug: string
}

/**
 * A Latin or Greek letter and its accents, once decomposed: "é" is "e" and an acute accent. The
 * letter is matched with them, not looked behind for: Safari before 16.4 has no lookbehind.
 */
const ACCENTED_LETTER = /([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu

/**
 * The address segment of a category: its letters and digits, lower-cased, the rest as single hyphens
 * ("Machine Learning & AI" → "machine-learning-ai"). Latin and Greek letters lose their accents
 * ("Café" → "cafe"); other scripts keep their marks, which are part of their letters ("ガジェット",
 * "हिन्दी"), and come out composed, as a browser's address bar writes them. Empty when it has no
 * letter or digit, which the build refuses (src/lib/contentSchema.ts).
 */
export function categorySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(ACCENTED_LETTER, (_, letter: string) => letter)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return /[\p{L}\p{N}]/u.test(slug) ? slug : ''
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
