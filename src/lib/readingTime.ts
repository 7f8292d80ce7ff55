/** The reading speed the minutes are counted at: a common figure for an adult reading a screen. */
export const WORDS_PER_MINUTE = 220

/** A word: letters or digits, with the apostrophes and hyphens inside it ("don’t", "first-years"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

/**
 * The minutes a text takes to read, rounded up, at least one: its words counted in its HTML as the
 * page shows it, without the tags (so neither the code's colouring nor a photo's attributes count),
 * entities standing for a space.
 */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  const words = text.match(WORD)?.length ?? 0
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** How a page says it: "3 min read". */
export const readingLabel = (minutes: number) => `${minutes} min read`
