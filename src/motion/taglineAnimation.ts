import { nextTask } from './nextTask'
import { caretTrack, frameAt, phraseTrack, type Step, type Timeline, wholeFrom } from '../lib/typewriter'

/** The id of the tagline's typing animations: one per phrase and one for the caret. */
export const TYPEWRITER_ANIMATION = 'typewriter'

/** The caret's blink: shown half a second, hidden half a second. */
const BLINK: Keyframe[] = [
  { offset: 0, opacity: 1, easing: 'step-end' },
  { offset: 0.5, opacity: 0, easing: 'step-end' },
  { offset: 1, opacity: 0 },
]
const BLINK_MS = 1000

/*
 * The phrases and the caret hang from an anchor at the tagline's centre. A phrase's box is its inset
 * and its characters, one `ch` each in the monospace face; the caret's box follows the last character
 * shown. Their CSS `translate` centres the pair as it stands with no character shown; with `shown`
 * characters the phrase is clipped after them and the pair moves half as many `ch` left, by a
 * `transform` alone. The values are kept this plain because the browser parses every keyframe when
 * the typing starts (calc() and var() in each cost the loading page a long task).
 */

/** Phrase style with `shown` of its `length` characters on screen (null: hidden, box and all, where it stands whole). */
export function phraseStyle(shown: number | null, length: number) {
  return {
    clipPath: shown === null ? 'inset(0 100% 0 0)' : `inset(0 ${length - shown}ch 0 0)`,
    transform: `translateX(${-(shown ?? length) / 2}ch)`,
  }
}

/** Caret style with `shown` characters before it. */
export function caretStyle(shown: number) {
  return { transform: `translateX(${shown / 2}ch)` }
}

const keyframes = (steps: readonly Step[], style: (shown: number | null) => object): Keyframe[] =>
  steps.map(({ offset, shown }) => ({ offset, easing: 'step-end', ...style(shown) }))

/**
 * Builds `timeline` on the tagline in `host` (its `[data-phrase]` elements, in order, and its
 * `[data-caret]`) as endless Web Animations of clip-path and transform, which the compositor runs
 * without waking the main thread: a typed character costs the page no script, layout or paint.
 * The browser parses an animation's keyframes as it is made, a few milliseconds each, so each is
 * made in a task of its own, paused where the first phrase stands whole (as the prerendered page
 * shows it, so nothing moves meanwhile); `play` them together. Stops making them once `cancelled()`
 * is true, and resolves with those made so far.
 */
export async function animateTagline(
  host: HTMLElement,
  timeline: Timeline,
  phrases: readonly string[],
  cancelled: () => boolean,
): Promise<Animation[]> {
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
  return animations
}

/** Stops the typing with the phrase on screen shown whole; playing on holds it, then deletes it. */
export function holdWhole(animations: readonly Animation[], timeline: Timeline) {
  const time = Number(animations[0]?.currentTime ?? 0)
  const whole = wholeFrom(timeline, frameAt(timeline, time).frame.index)
  for (const animation of animations) {
    animation.pause()
    animation.currentTime = whole
  }
}

/**
 * Blinks the caret's block (its `::after`) until cancelled. A Web Animation, not a CSS one: a CSS
 * animation owes the page an `animationiteration` event each second, and Chromium wakes the main
 * thread for a burst of frames each time to keep it.
 */
function blinkCaret(host: HTMLElement): Animation | undefined {
  return host
    .querySelector<HTMLElement>('[data-caret]')
    ?.animate(BLINK, { pseudoElement: '::after', duration: BLINK_MS, iterations: Infinity })
}

/**
 * Plays the typing (`animations`) and blinks the caret (if `blinks`) while the tagline in `host` is
 * on screen, and pauses them where they stand while it is not. A running animation costs every frame
 * whether it is seen or not: scrolled past, the typing kept the compositors drawing (0.07 s/s of the
 * browser's CPU on a software compositor, docs/performance.md). Returns a function that stops it.
 */
export function typeWhileInView(host: HTMLElement, animations: readonly Animation[], blinks: boolean): () => void {
  let blink: Animation | undefined
  const observer = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) {
      for (const animation of animations) animation.play()
      if (blinks) blink ??= blinkCaret(host)
      return
    }
    for (const animation of animations) animation.pause()
    blink?.cancel()
    blink = undefined
  })
  // The line the tagline stands on: `host` is the anchor at its centre, without size.
  observer.observe(host.parentElement ?? host)
  return () => {
    observer.disconnect()
    blink?.cancel()
  }
}
