// A Vite plugin: the entries written as Markdown files with a YAML frontmatter, one folder each with
// its pictures beside it (docs/content.md) — the journey articles (src/content/journey/<id>/index.md,
// and any that CONTENT_SAMPLE=N generates) and the projects (src/content/projects/<id>/index.md) —
// become the modules `virtual:journey` and `virtual:projects`. The Markdown is rendered to HTML here,
// its code coloured, so no parser or highlighter reaches the browser; each picture, of the
// frontmatter or the text, is imported with `?picture`.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { type Document, LineCounter, parseDocument, visit } from 'yaml'
import { PICTURE_SHAPES } from '../src/components/picturePlaces.ts'
import { BUILT_FIELDS, FRONTMATTER_NAMES, type MarkdownCollection } from '../src/content/frontmatterNames.ts'
import { sampleArticleSources } from './contentSample.ts'
import { unknownFieldsProblem } from '../src/lib/didYouMean.ts'
import { canonicalLanguageTag } from '../src/lib/languageTag.ts'
import { hasScheme } from '../src/lib/urlScheme.ts'
import { calendarDay, type Unpublished, unpublishedReason } from '../src/lib/publication.ts'
import type { LeftOutPage } from '../src/lib/contentSchema.ts'
import { codeHighlighting } from './highlightCode.ts'
import { exampleLeftIn } from './newEntry.ts'
import { type BodyImage, type Highlight, PICTURE_MARK, renderMarkdown, typeset } from './markdown.ts'

/** An entry's text, where it comes from and where its pictures are. */
export interface EntrySource {
  readonly id: string
  /** How problems name it: its path from the project root. */
  readonly source: string
  /** The folder its picture files are named from. */
  readonly dir: string
  readonly text: string
}

/**
 * The shapes each collection's pictures are shown in, which their renditions are cut to: a journey
 * article's thumbnail on its card and atop its page, its gallery's tiles, which open the whole photo
 * large; a project's thumbnail on its card, its screenshots.
 */
const SHOWN_IN = {
  journey: { thumbnail: PICTURE_SHAPES.hero, images: PICTURE_SHAPES.gallery, imagesOpenLarge: true },
  projects: { thumbnail: PICTURE_SHAPES.card, images: PICTURE_SHAPES.screenshot, imagesOpenLarge: false },
} as const satisfies Record<MarkdownCollection, unknown>

/** How the most frequent slips in a frontmatter are put right. */
const YAML_ADVICE =
  'A value holding ": " or " #", or starting with a quote, "[" or "{", goes in double quotes (summary: "Note: it works"); ' +
  'a list goes on the lines under its field, with nothing after the field\'s colon.'

/**
 * What is wrong with a frontmatter the YAML parser refused: its line in the file (the frontmatter
 * starts on the file's second), the parser's words and the line it shows, and how the usual slips
 * are put right.
 */
function yamlProblem(source: string, error: unknown): string {
  const { message, linePos } = error as { message: string; linePos?: readonly { line: number; col: number }[] }
  const [first = '', ...shown] = message.split('\n')
  const at = linePos?.[0]
  const where = at ? `${source}:${at.line + 1}:${at.col}` : source
  const lines = shown.filter((line) => line.trim() !== '').map((line) => `  ${line}`)
  return [`${where}: the frontmatter is not valid YAML: ${first.replace(/ at line \d+, column \d+:$/, '')}`, ...lines, YAML_ADVICE].join('\n')
}

/**
 * A value the YAML parser cut at " #", which starts a comment after a value: `title: Talks #3` is
 * "Talks". Nothing is wrong in YAML's eyes, so the owner would find the rest gone from the page.
 */
function cutAtComment(document: Document, yaml: string, lines: LineCounter, source: string): string | undefined {
  let problem: string | undefined
  visit(document, {
    Scalar(_, node) {
      if (problem !== undefined || node.type !== 'PLAIN' || !node.range) return
      const [start, end] = node.range
      const comment = /^[ \t]+#[^\r\n]*/.exec(yaml.slice(end))?.[0]
      if (comment === undefined) return
      const written = `${yaml.slice(start, end)}${comment}`
      const quoted = `"${written.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
      problem = `${source}:${lines.linePos(start).line + 1}: ${JSON.stringify(written)}: YAML reads what follows " #" as a comment and leaves it out; put the value in double quotes (${quoted}), or the comment on a line of its own`
    },
  })
  return problem
}

/** The frontmatter's fields and the Markdown after it; an error names the file and what is wrong. */
export function splitFrontmatter(text: string, source: string): { fields: Record<string, unknown>; markdown: string; firstLine: number } {
  // A byte-order mark, which some editors write first ("UTF-8 with BOM"), is no part of the text.
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text)
  if (!match) throw new Error(`${source}: no frontmatter: the file starts with a line "---", then the fields, then "---"`)
  const lines = new LineCounter()
  const document = parseDocument(match[1] ?? '', { lineCounter: lines })
  const [error] = document.errors
  if (error) throw new Error(yamlProblem(source, error), { cause: error })
  const cut = cutAtComment(document, match[1] ?? '', lines, source)
  if (cut) throw new Error(cut)
  const fields: unknown = document.toJS()
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Error(`${source}: the frontmatter is not a list of fields such as "title: …"`)
  }
  const markdown = match[2] ?? ''
  const firstLine = text.slice(0, text.length - markdown.length).split('\n').length
  return { fields: fields as Record<string, unknown>, markdown, firstLine }
}

/**
 * The language a frontmatter says its entry is written in, as a canonical tag ("FR" → "fr"); undefined
 * where it names none, or writes it as no tag (the content check names that).
 */
export const entryLanguage = (fields: Record<string, unknown>) => (typeof fields.language === 'string' ? canonicalLanguageTag(fields.language) : undefined)

/** The fields a page shows as prose, set as the text is: a title's quotes curl as its text's do. */
const PROSE_FIELDS = ['title', 'summary', 'description', 'role', 'location']

/** A link of the frontmatter's `links` with its label typeset; anything else as written, for the check to name. */
const typesetLink = (link: unknown, language: string | undefined) =>
  typeof link === 'object' && link !== null && 'label' in link && typeof link.label === 'string' ? { ...link, label: typeset(link.label, language) } : link

/** `fields` with those of `PROSE_FIELDS` and the links' labels typeset in `language`; any other value as written, for the check to name. */
const typesetProse = (fields: Record<string, unknown>, language: string | undefined) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (name === 'links' && Array.isArray(value)) return [name, value.map((link) => typesetLink(link, language))]
      return [name, PROSE_FIELDS.includes(name) && typeof value === 'string' ? typeset(value, language) : value]
    }),
  )

/** What a picture of the frontmatter is written with. */
const PICTURE_FIELDS = ['file', 'alt', 'focus']

/** The module that renders a photo of the text into its HTML, which the entries' module imports. */
const BODY_PICTURE = resolve(import.meta.dirname, '../src/components/bodyPicture.tsx')

/** A file beside the entry, or in a folder of its own: not an address, not outside it. */
const besideEntry = (dir: string, file: string) => !hasScheme(file) && !file.startsWith('//') && resolve(dir, file).startsWith(dir + sep)

/** A picture the build cannot show, as the entries' module writes it: the problem the content check names. */
const unshownPicture = (problem: string, alt: unknown = '') => JSON.stringify({ src: '', width: 0, height: 0, alt, problem })

/** How a page of the site is built for the text: its highlighter and its base path. */
interface RenderSettings {
  readonly highlight: Highlight
  readonly base: string
}

/**
 * One entry's code, with the imports of its pictures. The frontmatter's fields go through as they
 * are (the content check names a missing, empty or unknown one) under the entry's names for them
 * (FRONTMATTER_NAMES); the text after the frontmatter is `body`, as HTML with its pictures in it, and
 * the pictures and links to this site it holds, each with its line, for the content check.
 */
function entryCode(article: ParsedEntry, collection: MarkdownCollection, index: number, settings: RenderSettings): { imports: string[]; entry: string } {
  const { fields, markdown, firstLine, unpublished } = article
  const names: Record<string, string> = FRONTMATTER_NAMES[collection]
  const entryName = new Map(Object.entries(names).map(([entry, written]) => [written, entry]))
  const renamed = Object.keys(fields).find((name) => names[name] !== undefined)
  if (renamed) throw new Error(`${article.source}: ${renamed}: unknown field; in this file it is "${names[renamed]}"`)
  const built: readonly string[] = BUILT_FIELDS
  const builtField = Object.keys(fields).find((name) => built.includes(name))
  if (builtField) throw new Error(`${article.source}: ${builtField}: unknown field; the build sets it`)
  // `draft` decides whether the entry is built at all; what the page knows is `unpublished`.
  const { thumbnail, images, draft, language, ...rest } = Object.fromEntries(Object.entries(fields).map(([name, value]) => [entryName.get(name) ?? name, value]))
  if (draft !== undefined && typeof draft !== 'boolean') throw new Error(`${article.source}: draft: not true or false`)
  const example = unpublished === undefined ? exampleLeftIn(fields, markdown) : undefined
  if (example) throw new Error(`${article.source}: ${example}: still the example \`npm run new\` wrote: put your own in its place`)
  const imports: string[] = []
  /** A picture's import, cut to `shape` around its focus where it is always shown in that shape (and opened `large`). */
  const picture = (value: unknown, shape?: { width: number; height: number }, large = false) => {
    if (typeof value !== 'object' || value === null || typeof (value as { file?: unknown }).file !== 'string') {
      const problem = 'not a picture: give its file and alt text ("file: photo.jpg" and "alt: …" on the lines below)'
      return unshownPicture(problem)
    }
    const unknown = Object.keys(value).filter((key) => !PICTURE_FIELDS.includes(key))
    if (unknown.length > 0) return unshownPicture(unknownFieldsProblem(unknown, PICTURE_FIELDS))
    const { file, alt = '', focus } = value as { file: string; alt?: unknown; focus?: unknown }
    const name = `picture${index}_${imports.length}`
    const cut = shape && new URLSearchParams({ cut: `${shape.width}x${shape.height}`, ...(typeof focus === 'string' && { focus }), ...(large && { large: '' }) })
    imports.push(`import ${name} from ${JSON.stringify(`${resolve(article.dir, file)}?picture${cut ? `&${cut}` : ''}`)}`)
    return `{ ...${name}, ${JSON.stringify({ alt, focus }).slice(1, -1)} }`
  }
  const shown = SHOWN_IN[collection]
  const gallery = Array.isArray(images) ? `[${images.map((image) => picture(image, shown.images, shown.imagesOpenLarge)).join(', ')}]` : JSON.stringify(images ?? [])
  // A language tag in its canonical case, as the site's own; anything else as written, for the check to name.
  const textLanguage = entryLanguage(fields)
  const tag = textLanguage ?? language
  const text = renderMarkdown(markdown, { ...settings, firstLine, language: textLanguage })
  const bodyPictureCode = ({ file, alt, line }: BodyImage) => {
    const shown = besideEntry(article.dir, file) ? picture({ file, alt }) : unshownPicture('not a file beside the Markdown file', alt)
    return `{ file: ${JSON.stringify(file)}, line: ${line}, picture: ${shown} }`
  }
  const bodyPictures = `[${text.images.map(bodyPictureCode).join(', ')}]`
  // The HTML between the pictures, each picture rendered as the site renders one in the text.
  const body = text.html
    .split(PICTURE_MARK)
    .map((part, at) => (at % 2 === 0 ? JSON.stringify(part) : `bodyPicture(bodyPictures[${part}].picture, ${JSON.stringify(text.images[Number(part)])})`))
  const fixed = JSON.stringify({ ...typesetProse(rest, textLanguage), language: tag, id: article.id, source: article.source, bodyLinks: text.links, unpublished })
  const entry = `{ ...${fixed}, thumbnail: ${picture(thumbnail, shown.thumbnail)}, images: ${gallery}, bodyPictures, body: [${body.join(', ')}].join('') }`
  return { imports, entry: `((bodyPictures) => (${entry}))(${bodyPictures})` }
}

/**
 * The owner's entries of a collection: every `<id>/index.md` under src/content/<collection>. An owner
 * who deletes every entry deletes the folder too, and git keeps no empty folder: none is no entry.
 * The id is the folder's name composed (NFC), as an address bar and a typed link write it: a name
 * stored with its accents apart ("e" and an acute, as older Mac disks store names) is the same page.
 */
async function ownerEntries(root: string, collection: MarkdownCollection): Promise<EntrySource[]> {
  const folder = resolve(root, 'src/content', collection)
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))
  // A Markdown file beside the folders (but a README), as other site generators keep an entry, would be left out.
  const loose = entries.find((entry) => entry.isFile() && /\.md$/i.test(entry.name) && !/^readme\.md$/i.test(entry.name))
  if (loose) {
    const home = relative(root, join(folder, loose.name.replace(/\.md$/i, '')))
    throw new Error(`${relative(root, join(folder, loose.name))}: an entry is a folder holding its text as index.md, beside its pictures: move it to ${home}/index.md`)
  }
  // A hidden folder (".git-keep", an editor's) is no entry.
  const names = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name)
  const ids = names.map((name) => name.normalize('NFC'))
  ids.forEach((id, index) => {
    const twin = ids.findIndex((other) => other.toLowerCase() === id.toLowerCase())
    if (twin === index) return
    const [first, second] = [names[twin], names[index]].map((name) => relative(root, join(folder, name ?? '')))
    throw new Error(`${first} and ${second}: two folders named alike but for capitals, which macOS and Windows keep as one: rename one`)
  })
  return Promise.all(
    names.map(async (name, index) => {
      const file = join(folder, name, 'index.md')
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
        Promise.reject(error.code === 'ENOENT' ? new Error(`${relative(root, join(folder, name))}: no index.md: an entry's folder holds its text as index.md, beside its pictures`) : error),
      )
      return { id: ids[index] ?? name, source: relative(root, file), dir: join(folder, name), text }
    }),
  )
}

/** By id, numbers in it by their value: `2` before `10`. */
const BY_ID = `a.id.localeCompare(b.id, 'en', { numeric: true })`

/**
 * How each collection is listed: the articles by their machine date `published`, oldest first, as a
 * journey is told, those without one after them; the projects by id.
 */
const ORDER: Record<MarkdownCollection, string> = {
  journey: `(a.published ?? '\\uffff').localeCompare(b.published ?? '\\uffff') || ${BY_ID}`,
  projects: BY_ID,
}

/** A collection's entries: the owner's, and for the journey, the sample CONTENT_SAMPLE asks for. */
async function entrySources(root: string, collection: MarkdownCollection): Promise<EntrySource[]> {
  const sample = collection === 'journey' ? await sampleArticleSources(process.env.CONTENT_SAMPLE, root) : []
  return [...(await ownerEntries(root, collection)), ...sample]
}

/** An entry's source read: its fields, its Markdown, and why it is not published, if it is not. */
interface ParsedEntry extends EntrySource {
  readonly fields: Record<string, unknown>
  readonly markdown: string
  /** The line of the file the Markdown starts on. */
  readonly firstLine: number
  readonly unpublished: Unpublished | undefined
}

/**
 * What becomes of drafts and of entries dated after today: left out of the site, as `npm run build`
 * does (and the content check, and the unit tests, which see the site as built), or shown, marked,
 * as `npm run dev` does.
 */
export type UnpublishedEntries = 'leave-out' | 'show'

/** Of these entries, those the site holds, read. */
function parsedEntries(sources: readonly EntrySource[], unpublished: UnpublishedEntries): ParsedEntry[] {
  const today = calendarDay(new Date())
  const parsed = sources.map((source) => {
    const { fields, markdown, firstLine } = splitFrontmatter(source.text, source.source)
    return { ...source, fields, markdown, firstLine, unpublished: unpublishedReason(fields, today) }
  })
  return unpublished === 'show' ? parsed : parsed.filter((entry) => entry.unpublished === undefined)
}

/** An entry a build leaves out: its file, why, and for one dated after today, its day. */
export interface LeftOutEntry extends LeftOutPage {
  readonly source: string
}

/** The drafts and the entries dated after today in the project at `root`, which a build leaves out. */
export async function leftOutEntries(root: string): Promise<LeftOutEntry[]> {
  const collections = Object.keys(FRONTMATTER_NAMES) as MarkdownCollection[]
  const leftOut = await Promise.all(
    collections.map(async (collection) =>
      parsedEntries(await entrySources(root, collection), 'show').flatMap(({ id, source, unpublished, fields }) =>
        unpublished === undefined ? [] : [{ collection, id, source, reason: unpublished, ...(unpublished === 'scheduled' && { published: String(fields.published) }) }],
      ),
    ),
  )
  return leftOut.flat()
}

const collectionOf = (id: string) => Object.keys(FRONTMATTER_NAMES).find((name) => id === `\0virtual:${name}`) as MarkdownCollection | undefined

/** The collection whose entry `file` is (`src/content/<collection>/<id>/index.md` under `root`), if it is one. */
function entryCollectionOf(root: string, file: string): MarkdownCollection | undefined {
  const [collection, id, name, ...deeper] = relative(resolve(root, 'src/content'), file).split(sep)
  if (id === undefined || name !== 'index.md' || deeper.length > 0) return undefined
  return Object.keys(FRONTMATTER_NAMES).find((known) => known === collection) as MarkdownCollection | undefined
}

export function markdownEntries({ unpublished = 'leave-out' }: { unpublished?: UnpublishedEntries } = {}): Plugin {
  let root = process.cwd()
  let base = '/'
  const highlighting = codeHighlighting()
  return {
    name: 'markdown-entries',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    resolveId(id) {
      return collectionOf(`\0${id}`) ? `\0${id}` : null
    },
    async load(id) {
      const collection = collectionOf(id)
      if (!collection) return null
      const sources = await entrySources(root, collection)
      // Every file, built or not: a draft's edit, `draft: true` taken out, shows at once in dev.
      for (const source of sources) if (source.source.endsWith('.md')) this.addWatchFile(resolve(root, source.source))
      const published = parsedEntries(sources, unpublished)
      const settings = { highlight: await highlighting(published.map((entry) => entry.text)), base }
      const code = published.map((entry, index) => entryCode(entry, collection, index, settings))
      const entries = code.map((entry) => entry.entry).join(',\n')
      const imports = [`import { bodyPicture } from ${JSON.stringify(BODY_PICTURE)}`, ...code.flatMap((entry) => entry.imports)]
      return `${imports.join('\n')}\nexport const ${collection} = [\n${entries}\n].sort((a, b) => ${ORDER[collection]})\n`
    },
    // An entry's file written or deleted while the dev server runs (`npm run new`, a folder moved in
    // or out) changes the list: the collection is read again. Edits are watched file by file (load).
    hotUpdate({ type, file }) {
      const collection = type === 'update' ? undefined : entryCollectionOf(root, file)
      const module = collection && this.environment.moduleGraph.getModuleById(`\0virtual:${collection}`)
      return module ? [module] : undefined
    },
  }
}
