import { Pause, Play } from 'lucide-react'
import { words } from '../content/words'
import { useMotionStore } from '../motion/motionStore'
import styles from './TopBar.module.css'

/** Pauses and resumes all continuous motion (typewriter, background) — WCAG 2.2.2. */
export function MotionToggle() {
  const paused = useMotionStore((s) => s.paused)
  const toggle = useMotionStore((s) => s.toggle)
  const label = paused ? words.site.resumeMotion : words.site.pauseMotion
  return (
    <button type="button" className={styles.link} onClick={toggle} aria-label={label}>
      {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
      <span className={styles.tip} aria-hidden="true">
        {label}
      </span>
    </button>
  )
}
