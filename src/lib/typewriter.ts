import { characterBounds } from './characters'

/** Timings of the tagline typewriter (spec: speed 45, a 3000 ms pause after each phrase). */
export const TYPEWRITER_TIMING = { typeMs: 45, deleteMs: 45, holdMs: 3000 } as const

/** Timing of the typed WHOAMI heading (spec: 80 ms per character). */
export const HEADING_TYPE_MS = 80

export type Timing = { readonly typeMs: number; readonly deleteMs: number; readonly holdMs: number }

/** What is on screen from `at` ms into a cycle until the next frame. */
export interface Frame {
  readonly at: number
  readonly index: number
  readonly text: string
}

/** One full loop of the typewriter; it repeats every `cycleMs`. */
export interface Timeline {
  readonly frames: readonly Frame[]
  readonly cycleMs: number
}

/**
 * Types each phrase a character at a time (a character as a reader sees it: an emoji or a letter with
 * its marks at once), holds it, deletes it a character at a time, then types the next; after the
 * last phrase it starts over with the first.
 */
export function typingTimeline(phrases: readonly string[], timing: Timing = TYPEWRITER_TIMING): Timeline {
  const frames: Frame[] = []
  let at = 0
  phrases.forEach((phrase, index) => {
    const bounds = characterBounds(phrase)
    const count = bounds.length - 1
    for (let shown = index === 0 ? 0 : 1; shown <= count; shown++) {
      frames.push({ at, index, text: phrase.slice(0, bounds[shown]) })
      at += shown < count ? timing.typeMs : timing.holdMs
    }
    for (let shown = count - 1; shown >= 0; shown--) {
      if (index === phrases.length - 1 && shown === 0) break // the empty first frame closes the loop
      frames.push({ at, index, text: phrase.slice(0, bounds[shown]) })
      at += shown > 0 ? timing.deleteMs : timing.typeMs
    }
  })
  return { frames, cycleMs: at }
}

/** Whole phrases, each held for the pause, without character animation (reduced motion). */
export function wholePhraseTimeline(phrases: readonly string[], timing: Timing = TYPEWRITER_TIMING): Timeline {
  return {
    frames: phrases.map((text, index) => ({ at: index * timing.holdMs, index, text })),
    cycleMs: phrases.length * timing.holdMs,
  }
}

/** The frame on screen `elapsed` ms after the typewriter started, and how long until it changes. */
export function frameAt(timeline: Timeline, elapsed: number): { frame: Frame; nextChangeIn: number } {
  const { frames, cycleMs } = timeline
  const time = ((elapsed % cycleMs) + cycleMs) % cycleMs
  let low = 0
  let high = frames.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((frames[mid]?.at ?? 0) <= time) low = mid
    else high = mid - 1
  }
  const frame = frames[low] ?? { at: 0, index: 0, text: '' }
  const nextAt = frames[low + 1]?.at ?? cycleMs
  return { frame, nextChangeIn: nextAt - time }
}

/**
 * A millisecond after phrase `index` first stands whole in a cycle: where a paused typewriter stands
 * and resumes from. Not the step itself: animations place their steps by fractions of the cycle, and
 * floating point can put one a hair past the exact millisecond (a phrase then stood a character short).
 */
export function wholeFrom(timeline: Timeline, index: number): number {
  const frames = timeline.frames.filter((frame) => frame.index === index)
  const longest = frames.reduce((best, frame) => (frame.text.length > best.text.length ? frame : best), frames[0] ?? { at: 0, index, text: '' })
  return longest.at + 1
}

/** From `offset` (a fraction of the cycle) until the next step, `shown` characters are on screen; null: none of the phrase, not even its empty box. */
export interface Step {
  readonly offset: number
  readonly shown: number | null
}

/** The steps at which what `stepOf(frame)` says is on screen changes over one cycle, closed by a step at offset 1. */
function track<T extends object>(timeline: Timeline, stepOf: (frame: Frame) => T): (T & { readonly offset: number })[] {
  const steps: (T & { offset: number })[] = []
  for (const frame of timeline.frames) {
    const step = stepOf(frame)
    const last = steps.at(-1)
    if (!last || (Object.keys(step) as (keyof T)[]).some((key) => last[key] !== step[key])) steps.push({ ...step, offset: frame.at / timeline.cycleMs })
  }
  const last = steps.at(-1)
  return last ? [...steps, { ...last, offset: 1 }] : []
}

/** How much of phrase `index` is on screen over one cycle: null while another phrase is. */
export function phraseTrack(timeline: Timeline, index: number): Step[] {
  return track(timeline, (frame) => ({ shown: frame.index === index ? frame.text.length : null }))
}

/**
 * Where the caret stands over one cycle: after `shown` characters of phrase `index`, whichever phrase
 * is on screen.
 */
export function caretTrack(timeline: Timeline): (Step & { readonly index: number; readonly shown: number })[] {
  return track(timeline, (frame) => ({ index: frame.index, shown: frame.text.length }))
}

/**
 * Which way the phrase on screen is written over one cycle, from `directions` (one a phrase): the
 * side the caret stands at, the side the phrase's writing ends.
 */
export function directionTrack<D extends string>(timeline: Timeline, directions: readonly D[]): { readonly offset: number; readonly direction: D | undefined }[] {
  return track(timeline, (frame) => ({ direction: directions[frame.index] }))
}
