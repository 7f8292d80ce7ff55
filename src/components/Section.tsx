import type { ReactNode } from 'react'
import type { SectionId } from '../content/types'
import { words } from '../content/words'
import { isRevealed } from '../motion/reveal'
import controls from '../styles/controls.module.css'
import styles from './Section.module.css'

/** What the home page gives each of its sections: its place among those shown, which numbers its heading. */
export type SectionProps = { number: number }

type Props = SectionProps & { id: SectionId; children: ReactNode }

/** A home section: an anchor target with a numbered heading (its words.ts name) on a panel, revealed once. */
export function Section({ id, number, children }: Props) {
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
        {words.home.sections[id]}
      </h2>
      {children}
    </section>
  )
}
