// The quotation marks a language writes, from the Unicode CLDR's data (cldr-misc-full): what the
// Markdown's typographer curls straight quotes into, so that a German text reads „…“ and a French one
// «…», as their readers expect.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Double quotes open and close, then single (nested) ones, as markdown-it's `quotes` option takes them. */
export type QuotationMarks = readonly [string, string, string, string]

interface Delimiters {
  readonly quotationStart: string
  readonly quotationEnd: string
  readonly alternateQuotationStart: string
  readonly alternateQuotationEnd: string
}

/** The language whose marks a tag CLDR knows nothing of gets: the marks the typographer has always used. */
const FALLBACK = 'en'

const require = createRequire(import.meta.url)
const LOCALES = join(dirname(require.resolve('cldr-misc-full/package.json')), 'main')

/** A tag and each shorter one made by dropping its last part: zh-Hant-TW, zh-Hant, zh. */
const truncations = (tag: string) => tag.split('-').map((_, index, parts) => parts.slice(0, parts.length - index).join('-'))

/** The tag and its likely script and region ("zh-TW" → "zh-Hant-TW"), so that a region finds its script's marks. */
function maximized(tag: string): string {
  try {
    return new Intl.Locale(tag).maximize().toString()
  } catch {
    return tag
  }
}

/** The CLDR locales that may hold `tag`'s marks, most particular first, and the fallback last. */
function candidates(tag: string): string[] {
  const wellFormed = /^[A-Za-z0-9-]+$/.test(tag) ? [tag, ...truncations(maximized(tag))] : []
  return [...new Set([...wellFormed, FALLBACK])]
}

const known = new Map<string, QuotationMarks>()

/** The quotation marks of the language `tag` names (a BCP 47 tag such as "de", "fr-CA" or "zh-TW"). */
export function quotationMarks(tag: string): QuotationMarks {
  const found = known.get(tag)
  if (found) return found
  const locale = candidates(tag).find((name) => existsSync(join(LOCALES, name, 'delimiters.json'))) ?? FALLBACK
  const data = JSON.parse(readFileSync(join(LOCALES, locale, 'delimiters.json'), 'utf8')) as { main: Record<string, { delimiters: Delimiters }> }
  const delimiters = Object.values(data.main)[0]?.delimiters
  if (!delimiters) throw new Error(`cldr-misc-full has no quotation marks for ${locale}`)
  const marks = [delimiters.quotationStart, delimiters.quotationEnd, delimiters.alternateQuotationStart, delimiters.alternateQuotationEnd] as const
  known.set(tag, marks)
  return marks
}
