import styles from './DetailPage.module.css'

/**
 * An article's or a project's text, as HTML the build rendered from its Markdown
 * (scripts/markdown.ts), which shows raw HTML as text: nothing in it runs. It is what the site's
 * search indexes (`data-pagefind-body`, scripts/searchIndex.mjs). `lang`: its language, where that is
 * not the page's.
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string | undefined }) {
  return <div className={styles.prose} lang={lang} data-pagefind-body dangerouslySetInnerHTML={{ __html: html }} />
}
