import { type RefObject, useEffect, useState } from 'react'
import { usePageIdle } from '../hooks/usePageIdle'
import { useMotionStore } from './motionStore'
import { usePrefersReducedMotion } from './reducedMotion'
import type { TaglineTyping } from './taglineAnimation'

/**
 * Loops the tagline in `host` through `phrases` once the motion preference is known and the page has
 * loaded and gone idle: its code is fetched then, and building its animations is a few milliseconds
 * of keyframes per phrase, one phrase per task, that the loading page need not wait for. Until then,
 * or if its code cannot be fetched, the first phrase stands whole, as the prerendered page shows it.
 * Paused, the phrase on screen stands whole and still and the caret does not blink; with reduced
 * motion whole phrases replace each other without typing or blinking. The typing runs on the
 * compositor (`taglineAnimation.ts`): React renders for it once, when its animations are made.
 */
export function useTaglineTypewriter(host: RefObject<HTMLElement | null>, phrases: readonly string[]) {
  const ready = useMotionStore((s) => s.ready)
  const paused = useMotionStore((s) => s.paused)
  const reduced = usePrefersReducedMotion()
  const idle = usePageIdle()
  const live = ready && idle

  const [typing, setTyping] = useState<TaglineTyping>()
  useEffect(() => {
    const element = host.current
    if (!live || !element) return
    let cancelled = false
    let made: TaglineTyping | undefined
    import('./taglineAnimation')
      .then(({ animateTagline }) => animateTagline(element, phrases, reduced, () => cancelled))
      .then((built) => {
        if (cancelled) {
          built.cancel() // cleared while its animations were being made
          return
        }
        made = built
        setTyping(built)
      })
      .catch(() => undefined) // not fetched: the first phrase stays, whole
    return () => {
      cancelled = true
      made?.cancel()
      setTyping(undefined)
    }
  }, [host, live, reduced, phrases])

  useEffect(() => {
    if (!typing) return
    if (!paused) return typing.play()
    typing.hold()
  }, [typing, paused])
}
