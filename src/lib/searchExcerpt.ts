/** A piece of a search result's excerpt: a word that matched the search (`marked`), or text around it. */
export interface ExcerptPart {
  readonly text: string
  readonly marked: boolean
}

/** Pagefind escapes only these two in the text it builds an excerpt from. */
function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

/** A marked piece's punctuation before and after the word, which Pagefind marks with it ("whiteboard;"). */
const PUNCTUATED = /^(\p{P}*)(.*?)(\p{P}*)$/su

/**
 * Pagefind's excerpt — the page's text with `<` and `>` escaped, each matching word inside `<mark>` —
 * as plain text parts. The page renders them as text, so nothing in it becomes markup but the marks.
 * A mark holds the word alone: the punctuation Pagefind marks with it goes to the text around it.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const add = (text: string, marked: boolean) => {
    const last = parts.at(-1)
    if (text === '') return
    if (last?.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked }
    else parts.push({ text, marked })
  }
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true
    else if (piece === '</mark>') marked = false
    else if (!marked) add(decode(piece), false)
    else {
      const [, before = '', word = '', after = ''] = PUNCTUATED.exec(decode(piece)) ?? []
      // Punctuation alone stays marked: it is what matched.
      if (word === '') add(before + after, true)
      else {
        add(before, false)
        add(word, true)
        add(after, false)
      }
    }
  }
  return parts
}
