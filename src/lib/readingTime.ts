/** The reading speed the minutes are counted at: a common figure for an adult reading a screen. */
export const WORDS_PER_MINUTE = 220

/**
 * The speed for Chinese and Japanese, in characters: between the mean silent-reading speeds the
 * International Reading Speed Texts measured for them (255 and 357 characters a minute;
 * Trauzettel-Klosinski et al., 2012).
 */
export const CHARACTERS_PER_MINUTE = 300

/**
 * A character of the scripts written without spaces between words (Chinese, and Japanese with its
 * kana and the kana's long-vowel mark), which is counted on its own.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/gu

/**
 * A run of the scripts written without spaces between words whose words are not single characters
 * (Thai, Lao, Khmer and Burmese): its words are found with ICU's dictionaries (`Intl.Segmenter`).
 */
const DICTIONARY_SEGMENTED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu

/** What finds the words of those runs, made once (building one loads ICU's dictionaries). */
let segmenter: Intl.Segmenter | undefined

/** The words of those runs. */
function segmentedWords(runs: string[]): number {
  if (runs.length === 0) return 0
  const finder = (segmenter ??= new Intl.Segmenter('und', { granularity: 'word' }))
  return runs.reduce((sum, run) => sum + [...finder.segment(run)].filter((segment) => segment.isWordLike).length, 0)
}

/** A word: letters or digits, with the apostrophes and hyphens inside it ("don’t", "first-years"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

/**
 * The minutes a text takes to read, rounded up, at least one: its words counted in its HTML as the
 * page shows it, without the tags (so neither the code's colouring nor a photo's attributes count),
 * entities standing for a space; the characters of Chinese and Japanese counted one by one, the words
 * of Thai, Lao, Khmer and Burmese found by dictionary.
 */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  const characters = text.match(UNSPACED)?.length ?? 0
  const spaced = text.replace(UNSPACED, ' ')
  const segmented = segmentedWords(spaced.match(DICTIONARY_SEGMENTED) ?? [])
  const words = segmented + (spaced.replace(DICTIONARY_SEGMENTED, ' ').match(WORD)?.length ?? 0)
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE))
}

