// Markdown to HTML at build time, for the articles and projects (docs/content.md). Raw HTML in the
// Markdown is shown as text, never run; links to other sites open in a new tab without a handle on
// this one; headings start at h2, under the page's own h1; fenced code comes coloured by the
// highlighter it is given; an image becomes a mark that the caller replaces with the picture made of
// its file, as only the picture pipeline knows its renditions.
import MarkdownIt, { type StateCore, type Token } from 'markdown-it'
import { bundledLanguagesInfo } from 'shiki'
import { SITE_LANGUAGE } from '../src/content/owner.ts'
import { words } from '../src/content/words.ts'
import { canonicalLanguageTag } from '../src/lib/languageTag.ts'
import { hasScheme } from '../src/lib/urlScheme.ts'
import { isFrench, keepMarksWithWords, spacedGuillemets } from './frenchSpacing.ts'
import { footnotes } from './markdownFootnotes.ts'
import { taskLists } from './markdownTaskLists.ts'
import { quotationMarks } from './quotationMarks.ts'

/** Colours a piece of code: the HTML inside its `<code>`, or undefined for a language it does not know. */
export type Highlight = (code: string, language: string) => string | undefined

export type MarkdownOptions = {
  /** Without it, code is shown as it is written, in one colour. */
  readonly highlight?: Highlight
  /** The site's base path (`/` or `/portfolio/`), put before every address inside the site. */
  readonly base?: string
  /** The line of the file the Markdown starts at, so that what is found is named by the file's line. */
  readonly firstLine?: number
  /** The language the text is written in, whose quotation marks its quotes curl into; the site's (SITE_LANGUAGE) without it. */
  readonly language?: string
}

/** An image the text shows: `![alt](file "title")`. */
export interface BodyImage {
  readonly file: string
  readonly alt: string
  readonly title?: string
  /** Alone in its paragraph: shown as a figure across the column, its title the caption. */
  readonly alone: boolean
  readonly line: number
}

/** A link the content check follows: to a page of this site (`[text](/project/1)`), or one with no scheme (`slides.example.org`), to no page. */
interface BodyLink {
  readonly address: string
  readonly line: number
}

export interface RenderedMarkdown {
  /** The HTML, each image a mark (PICTURE_MARK) holding its index in `images`. */
  readonly html: string
  readonly images: readonly BodyImage[]
  readonly links: readonly BodyLink[]
}

/** A render's state: what it was given, and what it has found so far. */
type Env = MarkdownOptions & {
  readonly images: BodyImage[]
  readonly links: BodyLink[]
}

/** The state `renderMarkdown` passes every rule (markdown-it types it as any object). */
const stateOf = (env: unknown) => env as Env

/** Where the picture of one of the text's images goes, its index captured. Markdown cannot write it: its HTML is shown as text. */
export const PICTURE_MARK = /<!--picture:(\d+)-->/

const markdown = new MarkdownIt({ html: false, typographer: true }).use(footnotes).use(taskLists)

/** The same typographer, and nothing else of Markdown: a field's `*` or `[` stays as written. */
const typographer = new MarkdownIt('zero', { typographer: true }).enable(['replacements', 'smartquotes'])

/** The site's language (SITE_LANGUAGE), whose marks a text that names none of its own is set in. */
const SITE_TAG = canonicalLanguageTag(SITE_LANGUAGE) ?? SITE_LANGUAGE

/** `language`'s quotation marks, or the site's language's, as the typographers curl quotes into them (French's spaced inside). */
export function marksOf(language = SITE_TAG): string[] {
  const marks = quotationMarks(language)
  return [...(isFrench(language) ? spacedGuillemets(marks) : marks)]
}

/** In a French text, the spaces its author wrote inside guillemets and before : ; ! ? do not break (frenchSpacing.ts). */
function frenchSpaces(state: StateCore) {
  if (!isFrench(stateOf(state.env).language ?? SITE_TAG)) return
  for (const token of state.tokens) {
    for (const child of token.children ?? []) if (child.type === 'text') child.content = keepMarksWithWords(child.content)
  }
}
markdown.core.ruler.after('smartquotes', 'french_spaces', frenchSpaces)
typographer.core.ruler.after('smartquotes', 'french_spaces', frenchSpaces)

/**
 * `text` with the typography the Markdown gives the text written in `language` (straight quotes
 * curled into its quotation marks, `--` and `...` a dash and an ellipsis): for a frontmatter's field
 * shown as prose, its title beside its text.
 */
export function typeset(text: string, language?: string): string {
  typographer.set({ quotes: marksOf(language) })
  const [inline] = typographer.parseInline(text, { language })
  return inline?.children?.map((token) => token.content).join('') ?? text
}

/** A link to another site: an absolute http(s) URL. */
const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** A link to a page of this site: an address from its root, as the site's own links are written. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A link with no scheme and not from the root (`slides.example.org`, `notes.md`): the browser would
 * take it from the page's own address, which no page has. The content check names it.
 */
const isRelative = (href: string) => href !== '' && !hasScheme(href) && !/^[/#?]/.test(href)

const escapeHtml = (text: string) => markdown.utils.escapeHtml(text)

// Each inline token's children learn the line they are on: the block's first line, plus the line breaks before them.
markdown.core.ruler.push('source_lines', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.map) continue
    let line = token.map[0]
    for (const child of token.children ?? []) {
      child.map = [line, line + 1]
      if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1
    }
  }
})

const lineOf = (token: Token | undefined, env: Env) => (env.firstLine ?? 1) + (token?.map?.[0] ?? 0)

markdown.renderer.rules.link_open = (tokens, index, options, state, self) => {
  const env = stateOf(state)
  const token = tokens[index]
  const href = String(token?.attrGet('href') ?? '')
  if (token && isExternal(href)) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
    token.meta = { external: true }
  }
  if (token && isInternal(href)) {
    env.links.push({ address: href, line: lineOf(token, env) })
    token.attrSet('href', (env.base ?? '/') + href.slice(1))
  }
  if (token && isRelative(href)) env.links.push({ address: href, line: lineOf(token, env) })
  return self.renderToken(tokens, index, options)
}

markdown.renderer.rules.link_close = (tokens, index, options, _env, self) => {
  // The matching opening token is the nearest link_open before this one at the same level.
  const level = tokens[index]?.level
  const open = tokens.slice(0, index).findLast((token) => token.type === 'link_open' && token.level === level)
  const hint = open?.meta?.external ? `<span class="visually-hidden"> ${escapeHtml(words.site.newTab)}</span>` : ''
  return hint + self.renderToken(tokens, index, options)
}

for (const rule of ['heading_open', 'heading_close'] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index]
    if (token) token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`
    return self.renderToken(tokens, index, options)
  }
}

/** A paragraph that holds one image and nothing else, which becomes a figure rather than a line of text. */
const imageAlone = (inline: Token | undefined) => {
  const children = inline?.children?.filter((child) => !(child.type === 'text' && child.content.trim() === '')) ?? []
  return children.length === 1 && children[0]?.type === 'image'
}

markdown.renderer.rules.paragraph_open = (tokens, index, options, _env, self) => (imageAlone(tokens[index + 1]) ? '' : self.renderToken(tokens, index, options))
markdown.renderer.rules.paragraph_close = (tokens, index, options, _env, self) => (imageAlone(tokens[index - 1]) ? '\n' : self.renderToken(tokens, index, options))

/** An image's file as the folder names it: markdown-it percent-encodes the address (`photo%202.jpg`). */
function fileName(src: string): string {
  try {
    return decodeURI(src)
  } catch {
    return src
  }
}

markdown.renderer.rules.image = (tokens, index, _options, state) => {
  const env = stateOf(state)
  const token = tokens[index]
  // The title is the figure's caption, set as the text around it is.
  const title = typeset(String(token?.attrGet('title') ?? ''), env.language) || undefined
  env.images.push({
    file: fileName(String(token?.attrGet('src') ?? '')),
    // The alt text as plain text: the words of any emphasis in it.
    alt: (token?.children ?? []).map((child: Token) => child.content).join(''),
    ...(title && { title }),
    alone: tokens.filter((child) => child.type !== 'text' || child.content.trim() !== '').length === 1,
    line: lineOf(token, env),
  })
  return `<!--picture:${env.images.length - 1}-->`
}

/** What the reader is told the code is written in: the language's own name, else the fence's word. */
function languageName(language: string): string | undefined {
  if (language === '') return undefined
  const lower = language.toLowerCase()
  return bundledLanguagesInfo.find((info) => info.id === lower || info.aliases?.includes(lower))?.name ?? language
}

// A code block scrolls sideways inside the column on a narrow screen, so it can be focused to scroll
// it from the keyboard; as a region, it is announced with its language.
markdown.renderer.rules.fence = (tokens, index, _options, state) => {
  const env = stateOf(state)
  const token = tokens[index]
  const language = token?.info.trim().split(/\s+/)[0] ?? ''
  const code = token?.content ?? ''
  const name = languageName(language)
  const html = env.highlight?.(code, language) ?? escapeHtml(code.replace(/\n$/, ''))
  const label = name === undefined ? '' : `<span class="code-language" aria-hidden="true">${escapeHtml(name)}</span>`
  const region = `role="region" aria-label="${escapeHtml(words.text.code(name))}" tabindex="0"`
  return `<div class="code-block">${label}<pre ${region}><code>${html}</code></pre></div>\n`
}

// A table scrolls sideways inside the column when its words do not fit it, so it can be focused to
// scroll it from the keyboard, as a code block can.
markdown.renderer.rules.table_open = () => `<div class="table-block" role="region" aria-label="${escapeHtml(words.text.table)}" tabindex="0"><table>\n`
markdown.renderer.rules.table_close = () => '</table></div>\n'

/** The HTML of a Markdown text, with the images and the links to this site's pages (or to none) it holds. */
export function renderMarkdown(text: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const env: Env = { ...options, images: [], links: [] }
  markdown.set({ quotes: marksOf(options.language) })
  const html = markdown.render(text, env)
  return { html, images: env.images, links: env.links }
}
