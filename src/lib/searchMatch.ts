const WORD = /[\p{L}\p{N}]+/gu

function words(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? []
}

/**
 * Whether a page's text holds every word searched for, at least the first half of each (so
 * `installa` holds for "installation", and so does a typo near the end). Pagefind, finding no page
 * with a word, searches for the longest start of it that some page has: "artificial" finds every
 * page with "a". Those are not matches, and a page with a word typed holds more than its first letter.
 */
export function holdsEveryWord(text: string, term: string): boolean {
  const held = words(text)
  return words(term).every((word) => {
    const start = word.slice(0, Math.ceil(word.length / 2))
    return held.some((candidate) => candidate.startsWith(start))
  })
}
