import { words } from '../content/words'
import styles from './SkipLink.module.css'

/**
 * The first Tab stop of every page: jumps past the top bar to the page's content. A plain fragment
 * link, so it works before (and without) JavaScript; the browser moves focus to `<main tabindex=-1>`.
 */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      {words.site.skipToContent}
    </a>
  )
}
