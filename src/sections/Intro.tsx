import { ChevronDown } from 'lucide-react'
import { profile } from '../content/profile'
import { scrollToSection } from '../motion/scrollTo'
import controls from '../styles/controls.module.css'
import styles from './Intro.module.css'

export function Intro() {
  return (
    <div className={styles.intro}>
      <h1 id="intro-title" className={styles.heading}>
        WHOAMI
      </h1>
      <p className={styles.tagline}>{profile.taglines[0]}</p>
      <p className={styles.greeting}>
        {profile.name} · {profile.headline}
      </p>
      <button type="button" className={controls.button} onClick={() => scrollToSection('about')}>
        Explore More
        <ChevronDown size={18} aria-hidden="true" />
      </button>
    </div>
  )
}
