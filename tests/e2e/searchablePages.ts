import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A page the search indexes (an article or a project), as its data file in a built site tells. */
export interface SearchablePage {
  readonly path: string
  readonly title: string
  /** The words of its Markdown body, lower-cased. */
  readonly bodyWords: readonly string[]
  /**
   * The words of everything of its own in its data file (title, summary, category, body…),
   * lower-cased; not the titles of the articles it links to, which the search does not index.
   */
  readonly allWords: readonly string[]
}

const SCREENS = [
  ['experience', '/experience/'],
  ['project', '/project/'],
] as const

/** The fields of an article's data that name other articles. */
const LINKED = new Set(['previous', 'next', 'related'])

/** Its words: letters with their marks (an Arabic word's shadda, a decomposed accent) and digits. */
function words(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Every article and project of the site built into `site` (a site without articles has no folder for them). */
export function searchablePages(site: string): SearchablePage[] {
  return SCREENS.flatMap(([folder, route]) => {
    const path = join(site, 'data', folder)
    if (!existsSync(path)) return []
    // Its pages' files, not the folder of the categories' lists.
    return readdirSync(path).filter((file) => file.endsWith('.json')).map((file) => {
      const data = JSON.parse(readFileSync(join(path, file), 'utf8')) as { title: string; body: string }
      const own = Object.entries(data).filter(([field]) => !LINKED.has(field))
      return { path: route + encodeURIComponent(file.replace(/\.json$/, '')), title: data.title, bodyWords: words(data.body), allWords: own.flatMap(([, value]) => strings(value)).flatMap(words) }
    })
  })
}

/**
 * A word of the body of one of `candidates` that no other page of `pages` holds, not even as the
 * start of a longer word or in another form (the search matches prefixes and stems): the longest one.
 */
export function wordOnlyIn(pages: readonly SearchablePage[], candidates: readonly SearchablePage[] = pages) {
  const found = candidates.flatMap((page) => {
    const others = pages.filter((other) => other.path !== page.path).flatMap((other) => other.allWords)
    const stem = (word: string) => word.slice(0, Math.max(2, word.length - 3))
    return [...new Set(page.bodyWords)].filter((word) => !others.some((other) => other.startsWith(stem(word)))).map((word) => ({ page, word }))
  })
  const best = found.sort((a, b) => b.word.length - a.word.length)[0]
  if (!best) throw new Error('no article or project has a word of its own')
  return best
}
