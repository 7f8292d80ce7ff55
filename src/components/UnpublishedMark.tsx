import { words } from '../content/words'
import type { Unpublished } from '../lib/publication'
import styles from './UnpublishedMark.module.css'

const WHY: Record<Unpublished, string> = {
  draft: words.site.draft,
  scheduled: words.site.scheduled,
}

/**
 * The mark `npm run dev` puts on a draft, or on an entry dated after today, wherever it shows: the
 * build leaves such an entry out, so production has nothing to mark and keeps none of this.
 */
export function UnpublishedMark({ reason }: { readonly reason: Unpublished | undefined }) {
  if (!import.meta.env.DEV || reason === undefined) return null
  return <span className={styles.mark}>{WHY[reason]}</span>
}
