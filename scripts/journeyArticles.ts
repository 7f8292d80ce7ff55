// A Vite plugin: the journey articles, one Markdown file each with a YAML frontmatter
// (src/content/journey/<id>/index.md, its pictures beside it; docs/articles.md), and any that
// CONTENT_SAMPLE=N generates, become the module `virtual:journey`. The Markdown is rendered to HTML
// here, so no parser reaches the browser; each picture is imported with `?picture`.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { parse } from 'yaml'
import { sampleArticleSources } from './contentSample.ts'
import { renderMarkdown } from './markdown.ts'

const ID = 'virtual:journey'
const FOLDER = 'src/content/journey'

/** An article's text, where it comes from and where its pictures are. */
export interface ArticleSource {
  readonly id: string
  /** How problems name it: its path from the project root. */
  readonly source: string
  /** The folder its picture files are named from. */
  readonly dir: string
  readonly text: string
}

/** The frontmatter's fields and the Markdown after it; an error names the file and what is wrong. */
export function splitFrontmatter(text: string, source: string): { fields: Record<string, unknown>; markdown: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text)
  if (!match) throw new Error(`${source}: no frontmatter: the file starts with a line "---", then the fields, then "---"`)
  let fields: unknown
  try {
    fields = parse(match[1] ?? '')
  } catch (error) {
    throw new Error(`${source}: the frontmatter is not valid YAML: ${String((error as Error).message).split('\n')[0]}`, { cause: error })
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Error(`${source}: the frontmatter is not a list of fields such as "title: …"`)
  }
  return { fields: fields as Record<string, unknown>, markdown: match[2] ?? '' }
}

/**
 * One article as the code of a JourneyEntry, with the imports of its pictures. The frontmatter's
 * fields go through as they are (the content check names a missing, empty or unknown one);
 * `gallery` and `video` are the entry's `images` and `videoUrl`.
 */
function articleCode(article: ArticleSource, index: number): { imports: string[]; entry: string } {
  const { fields, markdown } = splitFrontmatter(article.text, article.source)
  const { thumbnail, gallery, video, ...rest } = fields
  const imports: string[] = []
  const picture = (value: unknown) => {
    if (typeof value !== 'object' || value === null || typeof (value as { file?: unknown }).file !== 'string') {
      const problem = 'not a picture: give its file and alt text ("file: photo.jpg" and "alt: …" on the lines below)'
      return JSON.stringify({ src: '', width: 0, height: 0, alt: '', problem })
    }
    const { file, alt = '', focus } = value as { file: string; alt?: unknown; focus?: unknown }
    const name = `picture${index}_${imports.length}`
    imports.push(`import ${name} from ${JSON.stringify(`${resolve(article.dir, file)}?picture`)}`)
    return `{ ...${name}, ${JSON.stringify({ alt, focus }).slice(1, -1)} }`
  }
  const images = Array.isArray(gallery) ? `[${gallery.map(picture).join(', ')}]` : JSON.stringify(gallery ?? [])
  const fixed = JSON.stringify({ ...rest, id: article.id, source: article.source, videoUrl: video, body: renderMarkdown(markdown) })
  return { imports, entry: `{ ...${fixed}, thumbnail: ${picture(thumbnail)}, images: ${images} }` }
}

/** The owner's articles: every `<id>/index.md` under src/content/journey. */
async function ownerArticles(root: string): Promise<ArticleSource[]> {
  const folder = resolve(root, FOLDER)
  const ids = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  return Promise.all(
    ids.map(async (id) => {
      const file = join(folder, id, 'index.md')
      return { id, source: relative(root, file), dir: join(folder, id), text: await readFile(file, 'utf8') }
    }),
  )
}

/**
 * The articles in the order My Journey lists them: by their machine date `published`, oldest first,
 * as a journey is told; those without one after them, by id.
 */
const ORDER = `.sort((a, b) => (a.published ?? '\\uffff').localeCompare(b.published ?? '\\uffff') || a.id.localeCompare(b.id, 'en', { numeric: true }))`

export function journeyArticles(): Plugin {
  let root = process.cwd()
  return {
    name: 'journey-articles',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null
    },
    async load(id) {
      if (id !== `\0${ID}`) return null
      const articles = [...(await ownerArticles(root)), ...(await sampleArticleSources(process.env.CONTENT_SAMPLE, root))]
      for (const article of articles) if (article.source.endsWith('.md')) this.addWatchFile(resolve(root, article.source))
      const code = articles.map((article, index) => articleCode(article, index))
      return `${code.flatMap((article) => article.imports).join('\n')}\nexport const journey = [\n${code.map((article) => article.entry).join(',\n')}\n]${ORDER}\n`
    },
  }
}
