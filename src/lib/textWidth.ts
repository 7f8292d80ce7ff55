import { characters } from './characters'

/*
 * How wide the tagline's monospace face sets a text before the browser has laid it out, in em. Its
 * own characters are 0.6 em each; those of the scripts it lacks, drawn in a face of the visitor's
 * system, are estimated: square characters (Chinese, Japanese, Korean, full-width forms) 1 em, as
 * such faces draw them, and pictographs (emoji) 1.3 em, a little more than colour-emoji faces. The
 * estimate errs wide where it errs, so that a phrase sized by it fits its line.
 */

/** A character of the monospace face. */
export const MONOSPACE_EM = 0.6
const SQUARE_EM = 1
const PICTOGRAPH_EM = 1.3

const SQUARE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u
const PICTOGRAPH = /\p{Extended_Pictographic}/u

/** The estimated width of one character as a reader sees it (its marks and joined parts with it), in em. */
function characterWidth(character: string): number {
  if (SQUARE.test(character)) return SQUARE_EM
  if (PICTOGRAPH.test(character)) return PICTOGRAPH_EM
  return MONOSPACE_EM
}

/**
 * Spreads `characterEnds` (where each of `text`'s characters ends, after a 0 for its start) over its
 * UTF-16 code units, as a DOM range counts them: `ends[n]` after its first n units; inside a
 * character of several units (an emoji, a letter with its marks), where that character starts.
 */
export function unitEnds(text: string, characterEnds: readonly number[]): number[] {
  const ends: number[] = []
  characters(text).forEach((character, index) => {
    for (let unit = 0; unit < character.length; unit++) ends.push(characterEnds[index] ?? 0)
  })
  ends.push(characterEnds.at(-1) ?? 0)
  return ends
}

/** Where each character of `text` is estimated to end, in em from its start, per code unit (`unitEnds`). */
export function estimatedEnds(text: string): number[] {
  let width = 0
  return unitEnds(text, [0, ...characters(text).map((character) => (width += characterWidth(character)))])
}

/** The estimated width of `text`, in em. */
export const estimatedWidth = (text: string): number => estimatedEnds(text).at(-1) ?? 0
