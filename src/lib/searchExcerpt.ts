/** A piece of a search result's excerpt: a word that matched the search (`marked`), or text around it. */
export interface ExcerptPart {
  readonly text: string
  readonly marked: boolean
}

/** Pagefind escapes only these two in the text it builds an excerpt from. */
function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

/**
 * Pagefind's excerpt — the page's text with `<` and `>` escaped, each matching word inside `<mark>` —
 * as plain text parts. The page renders them as text, so nothing in it becomes markup but the marks.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true
    else if (piece === '</mark>') marked = false
    else if (piece !== '') parts.push({ text: decode(piece), marked })
  }
  return parts
}
