// Footnotes as GitHub writes them (`text[^1]`, then `[^1]: the note`), parsed by markdown-it-footnote
// and shown as GitHub shows them: a raised number that links to its note, the notes in a list at the
// end of the text under a heading screen readers hear ("Notes"), each with a link back to where it
// was called. A note called twice has a link back to each call. The links back are words, not an
// arrow: the fonts are cut to the site's characters, and a glyph of its own would be in every page's
// preloaded fonts for the sake of a few notes.
import type { MarkdownIt, Token } from 'markdown-it'
import footnote from 'markdown-it-footnote'
import { words } from '../src/content/words.ts'

/** The notes' heading, hidden on screen (the rule above them shows where they start); the raised numbers are described by it. */
const NOTES_HEADING = 'footnotes-label'

/** The note's number (1, 2…), which of its calls this is (1, 2…) and that call's id: `fnref1`, then `fnref1:1`. */
const noteOf = (token: Token | undefined) => {
  const meta = token?.meta as { id: number; subId?: number } | undefined
  const [number, subId] = [(meta?.id ?? 0) + 1, meta?.subId ?? 0]
  return { number, calls: subId + 1, call: `fnref${number}${subId > 0 ? `:${subId}` : ''}` }
}

export function footnotes(md: MarkdownIt) {
  md.use(footnote)
  const rules = md.renderer.rules
  const said = md.utils.escapeHtml
  rules.footnote_ref = (tokens, index) => {
    const { number, call } = noteOf(tokens[index])
    return `<sup class="footnote-ref"><a href="#fn${number}" id="${call}" aria-describedby="${NOTES_HEADING}">${number}</a></sup>`
  }
  rules.footnote_block_open = () =>
    `<section class="footnotes" aria-labelledby="${NOTES_HEADING}">\n<h2 id="${NOTES_HEADING}" class="visually-hidden">${said(words.text.notes)}</h2>\n<ol>\n`
  rules.footnote_block_close = () => '</ol>\n</section>\n'
  rules.footnote_open = (tokens, index) => `<li id="fn${noteOf(tokens[index]).number}">`
  rules.footnote_close = () => '</li>\n'
  rules.footnote_anchor = (tokens, index) => {
    const { number, call, calls } = noteOf(tokens[index])
    const mark = calls === 1 ? said(words.text.back) : `${said(words.text.back)}<sup>${calls}</sup>`
    return ` <a href="#${call}" class="footnote-back" aria-label="${said(words.text.backToNote(number, calls))}">${mark}</a>`
  }
}
