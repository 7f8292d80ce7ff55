/** A piece of a search result's excerpt: a word that matched the search (`marked`), or text around it. */
export interface ExcerptPart {
  readonly text: string
  readonly marked: boolean
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity, name: string) => ENTITIES[name] ?? entity)
}

/**
 * Pagefind's excerpt — the page's text, HTML-escaped, each matching word inside `<mark>` — as plain
 * text parts. The page renders them as text, so nothing in an excerpt becomes markup but the marks.
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
