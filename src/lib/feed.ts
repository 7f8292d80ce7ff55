import { escapeHtml } from './headTags'

interface FeedArticle {
  readonly title: string
  readonly summary: string
  readonly category: string
  /** Its page's absolute URL, which is also its id in the feed. */
  readonly url: string
  /** The machine date (2025-03-28), when it has one. */
  readonly published?: string
  /** Its language, where that is not the feed's. */
  readonly language?: string
}

export interface Feed {
  readonly title: string
  readonly author: string
  /** The articles' language, a language tag ("en", "pt-BR"). */
  readonly language: string
  /** The absolute URLs of the feed itself and of the page it follows. */
  readonly feedUrl: string
  readonly pageUrl: string
  readonly articles: readonly FeedArticle[]
}

const EPOCH = '2000-01-01'
const timestamp = (date: string) => `${date}T00:00:00Z`

/**
 * An Atom feed of the articles, newest first. Atom dates every entry: an article without a machine
 * date takes the newest date of the feed, so that the feed stays the same from build to build.
 */
export function atomFeed({ title, author, language, feedUrl, pageUrl, articles }: Feed): string {
  const newest = articles.reduce((latest, { published }) => (published !== undefined && published > latest ? published : latest), EPOCH)
  const dated = articles.map((article) => ({ ...article, date: article.published ?? newest }))
  const entries = [...dated]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((article) =>
      [
        article.language === undefined ? '  <entry>' : `  <entry xml:lang="${escapeHtml(article.language)}">`,
        `    <title>${escapeHtml(article.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeHtml(article.url)}"/>`,
        `    <id>${escapeHtml(article.url)}</id>`,
        ...(article.published === undefined ? [] : [`    <published>${timestamp(article.published)}</published>`]),
        `    <updated>${timestamp(article.date)}</updated>`,
        `    <category term="${escapeHtml(article.category)}"/>`,
        `    <summary>${escapeHtml(article.summary)}</summary>`,
        '  </entry>',
      ].join('\n'),
    )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language)}">`,
    `  <title>${escapeHtml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(pageUrl)}"/>`,
    `  <id>${escapeHtml(feedUrl)}</id>`,
    `  <updated>${timestamp(newest)}</updated>`,
    `  <author><name>${escapeHtml(author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
