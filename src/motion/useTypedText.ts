import { useCallback } from 'react'
import { useMotionStore } from './motionStore'
import { usePrefersReducedMotion } from './reducedMotion'
import { useElapsed } from './useElapsed'

/**
 * Types `text` once, `msPerChar` per character, once the page is live (the server and the first
 * client render show it whole). With reduced motion it stays whole.
 */
export function useTypedText(text: string, msPerChar: number): string {
  const ready = useMotionStore((s) => s.ready)
  const reduced = usePrefersReducedMotion()
  const typing = ready && !reduced
  const nextChangeIn = useCallback(
    (time: number) => {
      const shown = Math.floor(time / msPerChar)
      return shown >= text.length ? Infinity : (shown + 1) * msPerChar - time
    },
    [text, msPerChar],
  )
  const shown = Math.floor(useElapsed(typing, nextChangeIn) / msPerChar)
  return typing ? text.slice(0, shown) : text
}
