import { useCallback, useEffect, useMemo, useRef } from 'react'
import { frameAt, typingTimeline, wholeFrom, wholePhraseTimeline } from '../lib/typewriter'
import { useMotionStore } from './motionStore'
import { usePrefersReducedMotion } from './reducedMotion'
import { useElapsed } from './useElapsed'

/**
 * The tagline's text over time. Shows the first phrase whole until the motion preference is known
 * (as the prerendered page does), then loops through the phrases. Paused, the current phrase stays
 * whole and still; with reduced motion whole phrases replace each other without typing.
 */
export function useTypewriter(phrases: readonly string[]): string {
  const ready = useMotionStore((s) => s.ready)
  const paused = useMotionStore((s) => s.paused)
  const reduced = usePrefersReducedMotion()
  const timeline = useMemo(() => (reduced ? wholePhraseTimeline(phrases) : typingTimeline(phrases)), [phrases, reduced])
  const nextChangeIn = useCallback((time: number) => frameAt(timeline, time).nextChangeIn, [timeline])
  // A paused phrase is shown whole, so resuming holds it before deleting it; the very first start
  // types from scratch.
  const pausedBefore = useRef(false)
  useEffect(() => {
    if (ready && paused) pausedBefore.current = true
  }, [ready, paused])
  const resumeFrom = useCallback(
    (time: number) => (pausedBefore.current ? wholeFrom(timeline, frameAt(timeline, time).frame.index) : time),
    [timeline],
  )
  const running = ready && !paused
  const { frame } = frameAt(timeline, useElapsed(running, nextChangeIn, resumeFrom))

  if (!ready) return phrases[0] ?? ''
  return running ? frame.text : (phrases[frame.index] ?? '')
}
