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
