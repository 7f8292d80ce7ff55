/**
 * The text of a phrase of words.ts around what it is given ("Published on " and "" around a date),
 * so that a page can mark that part: a date in an article's own language and direction.
 */
export function phraseParts(phrase: (part: string) => string): [before: string, after: string] {
  const marker = '\u0000'
  const [before = '', ...after] = phrase(marker).split(marker)
  return [before, after.join('')]
}
