// Fenced code coloured at build time with Shiki, so that no highlighter reaches the browser. The
// highlighter is made once, and learns each language the first time a text's code is written in it.
import { type BundledLanguage, bundledLanguages, createHighlighter } from 'shiki'
import { codeTheme } from './codeTheme.ts'
import type { Highlight } from './markdown.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The languages the fences of these Markdown texts name that Shiki knows. */
function fenceLanguages(texts: readonly string[]): BundledLanguage[] {
  const named = texts.flatMap((text) => [...text.matchAll(/^ {0,3}(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm)].map((match) => (match[1] ?? '').toLowerCase()))
  return [...new Set(named)].filter((language): language is BundledLanguage => language in bundledLanguages)
}

/**
 * Highlighting for Markdown texts: given the texts, a `Highlight` that knows their languages, each
 * token a `<span>` in its colour, the lines as written. A language Shiki does not know gives
 * undefined, and the code is shown in one colour.
 */
export function codeHighlighting(): (texts: readonly string[]) => Promise<Highlight> {
  // Made for the first code it can colour, not with the plugin: a build whose texts hold none never pays for it.
  let made: ReturnType<typeof createHighlighter> | undefined
  return async (texts) => {
    const languages = fenceLanguages(texts)
    if (languages.length === 0 && made === undefined) return () => undefined
    made ??= createHighlighter({ themes: [codeTheme], langs: [] })
    const highlighter = await made
    await highlighter.loadLanguage(...languages)
    const loaded = new Set(highlighter.getLoadedLanguages())
    return (code, language) => {
      const lang = language.toLowerCase() as BundledLanguage
      if (!loaded.has(lang)) return undefined
      // No time limit on a line (Shiki stops colouring one after 500 ms by default): a busy build machine writes the same page as an idle one.
      const { tokens, fg = '' } = highlighter.codeToTokens(code.replace(/\n$/, ''), { lang, theme: codeTheme.name ?? '', tokenizeTimeLimit: 0 })
      const span = ({ content, color, fontStyle }: { content: string; color?: string; fontStyle?: number }) => {
        const style = [color && color.toLowerCase() !== fg.toLowerCase() && `color:${color}`, fontStyle === 1 && 'font-style:italic'].filter(Boolean)
        return style.length === 0 ? escapeHtml(content) : `<span style="${style.join(';')}">${escapeHtml(content)}</span>`
      }
      return tokens.map((line) => line.map(span).join('')).join('\n')
    }
  }
}
