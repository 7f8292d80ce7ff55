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
      {/*
        Assistive technology reads the whole texts once; the animated copies are hidden from it. The
        typed texts never move a box: the heading types over an invisible copy that holds its size,
        and the tagline is centred by a transform, so typing causes no layout shift.
      */}
      <h1 id="intro-title" className={styles.heading}>
        <span className="visually-hidden">{HEADING}</span>
        <span aria-hidden="true" className={styles.ghost}>
          {HEADING}
        </span>
        <span aria-hidden="true" className={styles.typedHeading} data-testid="typed-heading">
          {heading}
        </span>
      </h1>
      <p className={styles.tagline}>
        <span className="visually-hidden">{profile.taglines.join(', ')}</span>
        <span aria-hidden="true" data-testid="tagline" className={paused ? styles.typed : `${styles.typed} ${styles.blink}`}>
          {tagline}
        </span>
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
