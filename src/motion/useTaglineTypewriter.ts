import { type RefObject, useEffect, useMemo, useState } from 'react'
import { typingTimeline, wholePhraseTimeline } from '../lib/typewriter'
import { usePageIdle } from '../hooks/usePageIdle'
import { useMotionStore } from './motionStore'
import { usePrefersReducedMotion } from './reducedMotion'
import { animateTagline, holdWhole, typeWhileInView } from './taglineAnimation'

/**
 * Loops the tagline in `host` through `phrases` once the motion preference is known and the page has
 * loaded and gone idle (building its animations is a few milliseconds of keyframes per phrase, one
 * phrase per task, that the loading page need not wait for); until then the first phrase stands
 * whole, as the prerendered page shows it.
 * Paused, the phrase on screen stands whole and still and the caret does not blink; with reduced
 * motion whole phrases replace each other without typing or blinking. Scrolled out of view, it stops
 * where it stands until it is back. The typing runs on the compositor (`taglineAnimation.ts`): React
 * renders for it once, when its animations are made.
 */
export function useTaglineTypewriter(host: RefObject<HTMLElement | null>, phrases: readonly string[]) {
  const ready = useMotionStore((s) => s.ready)
  const paused = useMotionStore((s) => s.paused)
  const reduced = usePrefersReducedMotion()
  const timeline = useMemo(() => (reduced ? wholePhraseTimeline(phrases) : typingTimeline(phrases)), [phrases, reduced])
  const idle = usePageIdle()
  const live = ready && idle

  const [animations, setAnimations] = useState<Animation[]>()
  useEffect(() => {
    const element = host.current
    if (!live || !element) return
    let cancelled = false
    let made: Animation[] = []
    void animateTagline(element, timeline, phrases, () => cancelled).then((animations) => {
      if (cancelled) {
        animations.forEach((animation) => animation.cancel()) // cleared while they were being made
        return
      }
      made = animations
      setAnimations(animations)
    })
    return () => {
      cancelled = true
      made.forEach((animation) => animation.cancel())
      setAnimations(undefined)
    }
  }, [host, live, timeline, phrases])

  useEffect(() => {
    const element = host.current
    if (!animations || !element) return
    if (paused) {
      holdWhole(animations, timeline)
      return
    }
    return typeWhileInView(element, animations, !reduced)
  }, [host, animations, paused, reduced, timeline])
}
