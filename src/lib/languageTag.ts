/** A language's own code, the tag's first part: two or three letters (ISO 639), as every registered one is. */
const LANGUAGE = /^[a-z]{2,3}(?:-|$)/

/** What a language tag looks like, for the messages that ask for one. */
export const LANGUAGE_TAG_EXAMPLES = '"en", "de" or "pt-BR"'

/**
 * `raw` as browsers and feeds read a language tag: well-formed, in its canonical case ("pt-br" →
 * "pt-BR"); undefined for anything else, a language's name included.
 */
export function canonicalLanguageTag(raw: string): string | undefined {
  try {
    const [tag] = Intl.getCanonicalLocales(raw.trim())
    return tag && LANGUAGE.test(tag) ? tag : undefined
  } catch {
    return undefined
  }
}

/**
 * SITE_LANGUAGE (src/content/owner.ts) as a canonical tag. Anything else stops the build, saying
 * where to mend it.
 */
export function languageTag(raw: string): string {
  const tag = canonicalLanguageTag(raw)
  if (tag) return tag
  throw new Error(`SITE_LANGUAGE in src/content/owner.ts must be a language tag such as ${LANGUAGE_TAG_EXAMPLES}, got "${raw.trim()}"`)
}
