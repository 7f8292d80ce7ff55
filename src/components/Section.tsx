import type { ReactNode } from 'react'
import type { SectionId } from '../content/types'
import { isRevealed } from '../motion/reveal'
import controls from '../styles/controls.module.css'
import styles from './Section.module.css'

/** What the home page gives each of its sections: its place among those shown, which numbers its heading. */
export type SectionProps = { number: number }

type Props = SectionProps & { id: SectionId; title: string; children: ReactNode }

/** A home section: an anchor target with a numbered heading on a panel, revealed once. */
export function Section({ id, number, title, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${controls.panel} ${styles.section}`}
      data-reveal=""
      data-revealed={isRevealed(id) ? '' : undefined}
    >
      <h2 id={`${id}-title`} className={styles.heading}>
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}.
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}
