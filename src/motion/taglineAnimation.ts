import { nextTask } from './nextTask'
import { characterBounds } from '../lib/characters'
import { estimatedEnds, unitEnds } from '../lib/textWidth'
import { caretTrack, directionTrack, frameAt, phraseTrack, type Timeline, wholeFrom } from '../lib/typewriter'

/** The id of the tagline's typing animations: one per phrase, one for the caret, and one for its side where the phrases go both ways. */
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
 * and its characters; the caret's box follows the last character shown. Their CSS `translate` centres
 * the pair as it stands with no character shown; with some shown, the phrase is clipped after them
 * and the pair moves left by half their width, by a `transform` alone. Widths are in `em`, where each
 * character of the phrase ends (`ends[n]`: after n UTF-16 code units): the prerendered page estimates
 * them (`estimatedEnds`: the monospace face's 0.6 em, a square em for Chinese, Japanese and Korean);
 * the typing measures them as laid out, so that a phrase in a face of other widths (a script the
 * monospace face lacks, drawn in the system's) is typed character by character too. The values are
 * kept this plain because the browser parses every keyframe when the typing starts (calc() and var()
 * in each cost the loading page a long task).
 */

/** An em length as a keyframe takes it: four decimals, a hundredth of a pixel at the tagline's size. */
const em = (value: number) => `${Number(value.toFixed(4))}em`

/** Phrase style with `shown` of its characters on screen (null: hidden, box and all, where it stands whole). */
export function phraseStyle(shown: number | null, ends: readonly number[]) {
  const whole = ends.at(-1) ?? 0
  const width = ends[shown ?? ends.length - 1] ?? whole
  return {
    clipPath: shown === null ? 'inset(0 100% 0 0)' : `inset(0 ${em(whole - width)} 0 0)`,
    transform: `translateX(${em(-width / 2)})`,
  }
}

/** Caret style with characters `width` em wide before it. */
export function caretStyle(width: number) {
  return { transform: `translateX(${em(width / 2)})` }
}

/**
 * Where each character of the phrase in `element` ends, in em from its start, as the browser lays
 * it out: the width of each of its starts, measured at the characters' bounds (`unitEnds`).
 */
function measuredEnds(element: HTMLElement, phrase: string): number[] {
  const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()
  if (!(text instanceof Text) || text.data !== phrase || !text.parentElement) return estimatedEnds(phrase)
  const size = parseFloat(getComputedStyle(text.parentElement).fontSize)
  const range = document.createRange()
  range.setStart(text, 0)
  const widths = characterBounds(phrase).map((bound) => {
    range.setEnd(text, bound)
    return range.getBoundingClientRect().width / size
  })
  return unitEnds(phrase, widths)
}

const keyframes = <S extends { readonly offset: number }>(steps: readonly S[], style: (step: S) => object): Keyframe[] =>
  steps.map((step) => ({ offset: step.offset, easing: 'step-end', ...style(step) }))

/**
 * Builds `timeline` on the tagline in `host` (its `[data-phrase]` elements, in order, and its
 * `[data-caret]`) as endless Web Animations of clip-path and transform, which the compositor runs
 * without waking the main thread: a typed character costs the page no script, layout or paint.
 * Where the phrases are written in both directions, the caret's side (`[data-caret-side]`) is
 * mirrored with the phrase it follows, by an animation of its `scale`.
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
  // Measured in the task that animates the phrase; the caret, made last, follows them all.
  const ends: number[][] = phrases.map(estimatedEnds)
  const phraseElements = Array.from(host.querySelectorAll<HTMLElement>('[data-phrase]'))
  const tracks: [HTMLElement, () => Keyframe[]][] = phraseElements.map((element, index) => [
    element,
    () => {
      const phraseEnds = measuredEnds(element, phrases[index] ?? '')
      ends[index] = phraseEnds
      return keyframes(phraseTrack(timeline, index), ({ shown }) => phraseStyle(shown, phraseEnds))
    },
  ])
  const caret = host.querySelector<HTMLElement>('[data-caret]')
  if (caret) tracks.push([caret, () => keyframes(caretTrack(timeline), ({ index, shown }) => caretStyle(ends[index]?.[shown] ?? 0))])
  // Each phrase's direction, as the page sets it (its box's `dir`).
  const directions = phraseElements.map((element) => (element.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr'))
  const side = host.querySelector<HTMLElement>('[data-caret-side]')
  if (side && new Set(directions).size > 1) {
    tracks.push([side, () => keyframes(directionTrack(timeline, directions), ({ direction }) => ({ scale: direction === 'rtl' ? '-1 1' : '1 1' }))])
  }
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
