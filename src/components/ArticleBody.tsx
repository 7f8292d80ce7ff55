import { writtenIn } from '../lib/textDirection'
import styles from './DetailPage.module.css'

/**
 * An article's or a project's text, as HTML the build rendered from its Markdown
 * (scripts/markdown.ts), which shows raw HTML as text: nothing in it runs. It is what the site's
 * search indexes (`data-pagefind-body`, scripts/searchIndex.mjs). `lang`: its language, where that is
 * not the page's (marked with its direction too, src/lib/textDirection.ts).
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string | undefined }) {
  return <div className={styles.prose} {...writtenIn(lang)} data-pagefind-body dangerouslySetInnerHTML={{ __html: html }} />
}
