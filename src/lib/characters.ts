/** Finds the characters a reader sees, made once. */
let segmenter: Intl.Segmenter | undefined

/**
 * The characters of `text` as a reader sees them (grapheme clusters): an emoji of several code
 * points, or a letter with its marks, is one.
 */
export function characters(text: string): string[] {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'grapheme' })
  return Array.from(segmenter.segment(text), ({ segment }) => segment)
}

/** Where each of `text`'s characters ends, in UTF-16 code units, after a 0 for its start. */
export function characterBounds(text: string): number[] {
  const bounds = [0]
  for (const character of characters(text)) bounds.push((bounds.at(-1) ?? 0) + character.length)
  return bounds
}
