import type { ReactNode } from 'react'
import controls from '../styles/controls.module.css'
import styles from './DetailPage.module.css'

interface Props {
  message: string
  /** An alert: the view appears after the screen, when what it waited for failed. */
  alert?: boolean
  children: ReactNode
}

/**
 * A screen with only a message to show, as its heading, and what the visitor can do: a detail
 * screen's id that matches nothing, a screen whose data could not be had.
 */
export function MessageView({ message, alert = false, children }: Props) {
  return (
    <div className={`${controls.panel} ${styles.message}`} role={alert ? 'alert' : undefined}>
      <h1 className={styles.title}>{message}</h1>
      {children}
    </div>
  )
}
