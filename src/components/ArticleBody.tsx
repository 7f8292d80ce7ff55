import styles from './DetailPage.module.css'

/**
 * An article's or a project's text, as HTML the build rendered from its Markdown
 * (scripts/markdown.ts), which shows raw HTML as text: nothing in it runs.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
}
