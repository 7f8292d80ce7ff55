import { nextTask } from './nextTask'
import { caretTrack, frameAt, phraseTrack, type Step, typingTimeline, wholeFrom, wholePhraseTimeline } from '../lib/typewriter'
import { caretStyle, phraseStyle } from './taglineStyle'

/** The id of the tagline's typing animations: one per phrase and one for the caret. */
export const TYPEWRITER_ANIMATION = 'typewriter'

/** The caret's blink: shown half a second, hidden half a second. */
const BLINK: Keyframe[] = [
  { offset: 0, opacity: 1, easing: 'step-end' },
  { offset: 0.5, opacity: 0, easing: 'step-end' },
  { offset: 1, opacity: 0 },
]
const BLINK_MS = 1000

const keyframes = (steps: readonly Step[], style: (shown: number | null) => object): Keyframe[] =>
  steps.map(({ offset, shown }) => ({ offset, easing: 'step-end', ...style(shown) }))

/** The tagline's typing, made: what its hook does with it as the visitor pauses and plays motion. */
export interface TaglineTyping {
  /** Plays the typing, with the caret blinking unless motion is reduced; returns a stop for the blink. */
  play(): () => void
  /** Stops the typing with the phrase on screen shown whole; playing on holds it, then deletes it. */
  hold(): void
  /** Removes the animations: the tagline stands as the page rendered it. */
  cancel(): void
}

/**
 * Types `phrases` on the tagline in `host` (its `[data-phrase]` elements, in order, and its
 * `[data-caret]`) as endless Web Animations of clip-path and transform, which the compositor runs
 * without waking the main thread: a typed character costs the page no script, layout or paint. With
 * `reduced` motion, whole phrases replace each other and the caret does not blink.
 * The browser parses an animation's keyframes as it is made, a few milliseconds each, so each is
 * made in a task of its own, paused where the first phrase stands whole (as the prerendered page
 * shows it, so nothing moves meanwhile) until `play`. Stops making them once `cancelled()` is true.
 * A module of its own, fetched when the typing starts (`useTaglineTypewriter`).
 */
export async function animateTagline(
  host: HTMLElement,
  phrases: readonly string[],
  reduced: boolean,
  cancelled: () => boolean,
): Promise<TaglineTyping> {
  const timeline = reduced ? wholePhraseTimeline(phrases) : typingTimeline(phrases)
  const options: KeyframeAnimationOptions = { id: TYPEWRITER_ANIMATION, duration: timeline.cycleMs, iterations: Infinity }
  const tracks: [HTMLElement, () => Keyframe[]][] = Array.from(host.querySelectorAll<HTMLElement>('[data-phrase]'), (element, index) => [
    element,
    () => keyframes(phraseTrack(timeline, index), (shown) => phraseStyle(shown, phrases[index]?.length ?? 0)),
  ])
  const caret = host.querySelector<HTMLElement>('[data-caret]')
  if (caret) tracks.push([caret, () => keyframes(caretTrack(timeline), (shown) => caretStyle(shown ?? 0))])
  const start = wholeFrom(timeline, 0)
  const animations: Animation[] = []
  for (const [element, frames] of tracks) {
    if (animations.length > 0) await nextTask()
    if (cancelled()) break
    const animation = element.animate(frames(), options)
    animation.pause()
    animation.currentTime = start
    animations.push(animation)
  }
  return {
    play() {
      animations.forEach((animation) => animation.play())
      const blink = reduced ? undefined : blinkCaret(caret)
      return () => blink?.cancel()
    },
    hold() {
      const whole = wholeFrom(timeline, frameAt(timeline, Number(animations[0]?.currentTime ?? 0)).frame.index)
      for (const animation of animations) {
        animation.pause()
        animation.currentTime = whole
      }
    },
    cancel() {
      animations.forEach((animation) => animation.cancel())
    },
  }
}

/**
 * Blinks the caret's block (its `::after`) until cancelled. A Web Animation, not a CSS one: a CSS
 * animation owes the page an `animationiteration` event each second, and Chromium wakes the main
 * thread for a burst of frames each time to keep it.
 */
function blinkCaret(caret: HTMLElement | null): Animation | undefined {
  return caret?.animate(BLINK, { pseudoElement: '::after', duration: BLINK_MS, iterations: Infinity })
}
