import { ChevronDown } from 'lucide-react'
import { profile } from '../content/profile'
import { HEADING_TYPE_MS } from '../lib/typewriter'
import { useMotionStore } from '../motion/motionStore'
import { scrollToSection } from '../motion/scrollTo'
import { useTypedText } from '../motion/useTypedText'
import { useTypewriter } from '../motion/useTypewriter'
import controls from '../styles/controls.module.css'
import styles from './Intro.module.css'

const HEADING = 'WHOAMI'

export function Intro() {
  const heading = useTypedText(HEADING, HEADING_TYPE_MS)
  const tagline = useTypewriter(profile.taglines)
  const paused = useMotionStore((s) => s.paused)

  return (
    <div className={styles.intro}>
      {/* Assistive technology reads the whole texts once; the animated copies are hidden from it. */}
      <h1 id="intro-title" className={styles.heading}>
        <span className="visually-hidden">{HEADING}</span>
        <span aria-hidden="true">
          {heading}
          <span className={styles.untyped}>{HEADING.slice(heading.length)}</span>
        </span>
      </h1>
      <p className={styles.tagline}>
        <span className="visually-hidden">{profile.taglines.join(', ')}</span>
        <span aria-hidden="true" data-testid="tagline">
          {tagline}
        </span>
        <span aria-hidden="true" className={paused ? styles.caret : `${styles.caret} ${styles.blink}`} />
      </p>
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
