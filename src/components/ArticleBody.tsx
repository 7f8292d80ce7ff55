import styles from './DetailPage.module.css'

/**
 * An article's or a project's text, as HTML the build rendered from its Markdown
 * (scripts/markdown.ts), which shows raw HTML as text: nothing in it runs. It is what the site's
 * search indexes (`data-pagefind-body`, scripts/searchIndex.mjs).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.prose} data-pagefind-body dangerouslySetInnerHTML={{ __html: html }} />
}
