import type { ReactNode } from 'react'
import controls from '../styles/controls.module.css'
import styles from './DetailPage.module.css'

/** The panel a detail screen (project, article, certificate, not-found) sits on. */
export function DetailPage({ children, label }: { children: ReactNode; label: string }) {
  return (
    <article aria-label={label} className={`${controls.panel} ${styles.page}`}>
      {children}
    </article>
  )
}
