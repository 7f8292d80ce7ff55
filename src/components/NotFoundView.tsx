import type { ReactNode } from 'react'
import controls from '../styles/controls.module.css'
import styles from './DetailPage.module.css'

/** What a detail screen shows for an id that matches nothing: its message and one way back. */
export function NotFoundView({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className={`${controls.panel} ${styles.notFound}`}>
      <h1 className={styles.title}>{message}</h1>
      {children}
    </div>
  )
}
