import { profile } from '../content/profile'
import styles from './Footer.module.css'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>
        © {profile.name} · {profile.footerNote}
      </p>
    </footer>
  )
}
