import { paragraphs } from '../lib/paragraphs'
import styles from './DetailPage.module.css'

/** Multi-paragraph text, split on blank lines. */
export function Prose({ text }: { text: string }) {
  return (
    <div className={styles.prose}>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
