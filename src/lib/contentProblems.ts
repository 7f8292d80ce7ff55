import type { SiteContent } from '../content/types'
import { contentSchema, type FileExists } from './contentSchema'

/** The field that names an entry of each list, so that a problem reads `journey[id=3]`, not `journey[2]`. */
const ENTRY_KEYS: Partial<Record<PropertyKey, string>> = {
  navigation: 'sectionId',
  projects: 'id',
  journey: 'id',
  certificates: 'id',
}

/** An entry of a top-level list: `[id=3]` by its key when that is a text no other entry shares, else `[2]`. */
function entryLabel(entries: unknown, key: string | undefined, index: number): string {
  const list: readonly unknown[] = Array.isArray(entries) ? entries : []
  const keyOf = (entry: unknown) =>
    key !== undefined && typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined
  const value = keyOf(list[index])
  const unique = list.filter((entry) => keyOf(entry) === value).length === 1
  return typeof value === 'string' && value.trim() !== '' && unique ? `[${key}=${value}]` : `[${index}]`
}

/** Where an issue is, written as the content's source reads: `projects[id=1].images[2].src`. */
function where(content: SiteContent, [top, ...rest]: readonly PropertyKey[]): string {
  const entries: unknown = top === undefined ? undefined : content[top as keyof SiteContent]
  return rest.reduce<string>((name, segment, position) => {
    if (typeof segment !== 'number') return `${name}.${String(segment)}`
    return name + (position === 0 ? entryLabel(entries, ENTRY_KEYS[top ?? ''], segment) : `[${segment}]`)
  }, String(top ?? 'content'))
}

/**
 * Every problem the content has, one line each, saying where and what:
 * `journey[id=3].videoUrl: not a YouTube watch, embed or youtu.be URL`. Empty when all is well.
 */
export function contentProblems(content: SiteContent, fileExists: FileExists): string[] {
  const result = contentSchema(fileExists).safeParse(content)
  return result.success ? [] : result.error.issues.map((issue) => `${where(content, issue.path)}: ${issue.message}`)
}
