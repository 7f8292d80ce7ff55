import { profile } from '../content/profile'
import styles from './Footer.module.css'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>
        © {profile.name} · built with React, three.js and a lot of curiosity
      </p>
    </footer>
  )
}
