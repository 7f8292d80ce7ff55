/** A language's own code, the tag's first part: two or three letters (ISO 639), as every registered one is. */
const LANGUAGE = /^[a-z]{2,3}(?:-|$)/

/**
 * SITE_LANGUAGE (src/content/owner.ts) as browsers and feeds read it: a well-formed language tag in
 * its canonical case ("pt-br" → "pt-BR"). Anything else, a language's name included, stops the
 * build, saying where to mend it.
 */
export function languageTag(raw: string): string {
  const value = raw.trim()
  try {
    const [tag] = Intl.getCanonicalLocales(value)
    if (tag && LANGUAGE.test(tag)) return tag
  } catch {
    // Not a tag: said below.
  }
  throw new Error(`SITE_LANGUAGE in src/content/owner.ts must be a language tag such as "en", "de" or "pt-BR", got "${value}"`)
}
