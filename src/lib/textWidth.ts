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
 * Where each character of `text` is estimated to end, in em from its start: `ends[n]` after its
 * first n UTF-16 code units, as a DOM range counts them; inside a character of several units (an
 * emoji, a letter with its marks), where that character starts.
 */
export function estimatedEnds(text: string): number[] {
  const ends: number[] = []
  let width = 0
  for (const character of characters(text)) {
    for (let unit = 0; unit < character.length; unit++) ends.push(width)
    width += characterWidth(character)
  }
  ends.push(width)
  return ends
}

/** The estimated width of `text`, in em. */
export const estimatedWidth = (text: string): number => estimatedEnds(text).at(-1) ?? 0
