import { mkdir, readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { siteNumerals } from '../src/lib/siteNumber.ts'
import { renderMarkdown, typeset } from './markdown.ts'
import { entryLanguage, splitFrontmatter } from './markdownEntries.ts'
import { writeAtomically } from './writeAtomically.ts'

/** Where the site's text is written: its content, its interface and its markup. */
const TEXT_SOURCE = 'src'
const TEXT_FILE = /(?<!\.test)\.(tsx?|md)$/
/**
 * Numbers are written by the code as often as in the text: a section's number in ASCII digits, a
 * count as the site's language writes it (its digits and its separator of thousands).
 */
const numerals = () => `0123456789${siteNumerals()}`

async function textFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) return TEXT_FILE.test(path) ? [path] : []
  const nested = await Promise.all(entries.map((entry) => textFiles(join(path, entry.name))))
  return nested.flat()
}

/** Every string and number a frontmatter holds, however deep: the fields the pages show. */
const fieldTexts = (value: unknown): string[] => {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)]
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(fieldTexts) : []
}

/**
 * An article's fields, as written and typeset, and what its Markdown makes of its text (curly quotes, dashes, ellipses, the
 * name of a code block's language, its photos' captions), not the Markdown's own marks (`[^1]`, `**`,
 * `#`) nor the HTML it is made into, which no page shows. A file the build cannot read (its check
 * names it) counts whole.
 */
function articleText(file: string, source: string): string {
  const { fields, markdown } = (() => {
    try {
      return splitFrontmatter(source, file)
    } catch {
      return { fields: source, markdown: source }
    }
  })()
  const language = typeof fields === 'object' ? entryLanguage(fields) : undefined
  const { html, images } = renderMarkdown(markdown, { language })
  return [...fieldTexts(fields).flatMap((field) => [field, typeset(field, language)]), textOf(html), ...images.flatMap((image) => [image.alt, image.title ?? ''])].join('\n')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

/** The text of the HTML the Markdown renders, its tags left out and the characters it escapes put back. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name] ?? '')

/**
 * The text a source file can put on a page: a module's strings, template texts and JSX text, not its
 * code; an article's whole text.
 */
export function writtenText(file: string, source: string): string {
  if (file.endsWith('.md')) return articleText(file, source)
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return // module paths
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return texts.join('')
}

/** All the text the site's source writes, file after file, and the numerals. */
export async function siteText(root: string): Promise<string> {
  const texts = await Promise.all((await textFiles(join(root, TEXT_SOURCE))).map(async (file) => writtenText(file, await readFile(file, 'utf8'))))
  return [numerals(), ...texts].join('\n')
}

/** The printable characters of `text`, each once: what a face cut for it must hold. */
export function charactersOf(text: string): string {
  return [...new Set(text)].filter((character) => character >= ' ').join('')
}

/** Every character the site's source writes as text, and the numerals. */
async function siteCharacters(root: string): Promise<string> {
  return charactersOf(await siteText(root))
}

/**
 * The layout features kept: those a browser applies to horizontal text by default, less the
 * contextual alternates (`calt`). In both faces those only swap in glyphs the subset leaves out (code
 * ligatures, arrows), so they change nothing the site draws, and they were a quarter of JetBrains
 * Mono's file. `tests/e2e/font-features.spec.ts` checks that the site's characters come out the same,
 * pixel for pixel, as with every feature kept.
 */
export const LAYOUT_FEATURES = ['kern', 'liga', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'curs'] as const

/**
 * One font cut to `characters` and the `weights` of its weight axis, as woff2, keeping the layout
 * `features` (all of them when not given). Glyphs reached only through layout features are left out.
 */
export function subsetFace(font: Buffer, characters: string, weights: { min: number; max: number }, features?: readonly string[]) {
  return subsetFont(font, characters, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    variationAxes: { wght: weights },
    ...(features && { keepFeatures: [...features] }),
  })
}

/**
 * Cuts the given font files (module specifiers) down to the characters the site's source writes as
 * text (its strings and JSX text; the code's own punctuation is left out) and the numerals, at
 * build time: the subsets are written to `node_modules/.cache/subset-fonts/` when the build starts,
 * and the `url(./files/…)` of a font package's stylesheet that names one of them, or a script's
 * import of it by its specifier, resolves to its subset instead. Vite names the emitted file by the
 * subset's own content, so a change of text that changes the subset changes the file's name, and the
 * immutable cache stays right.
 *
 * The weight axis is cut to `weights`, the range the site's styles use. Glyphs reached only through
 * layout features (ligatures, contextual and stylistic alternates) are left out: the site's text is
 * prose, and they were half of each file. Of the features themselves only LAYOUT_FEATURES stay.
 */
export function subsetFonts(specifiers: readonly string[], weights: { min: number; max: number }): Plugin {
  const require = createRequire(import.meta.url)
  let root = process.cwd()
  const cacheDir = () => join(root, 'node_modules/.cache/subset-fonts')
  return {
    name: 'subset-fonts',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? process.cwd())
      const alias = specifiers.map((specifier) => {
        const file = basename(specifier)
        const escape = (text: string) => text.replaceAll('.', '\\.')
        // The stylesheet's `./files/…` and a script's own import of the file (`…?url`, query kept).
        const find = new RegExp(`^(\\./files/|${escape(dirname(specifier))}/)${escape(file)}(?=$|\\?)`)
        return { find, replacement: join(cacheDir(), file) }
      })
      return { resolve: { alias } }
    },
    async buildStart() {
      const characters = await siteCharacters(root)
      await mkdir(cacheDir(), { recursive: true })
      await Promise.all(
        specifiers.map(async (specifier) => {
          const subset = await subsetFace(await readFile(require.resolve(specifier)), characters, weights, LAYOUT_FEATURES)
          await writeAtomically(join(cacheDir(), basename(specifier)), subset)
        }),
      )
    },
  }
}
