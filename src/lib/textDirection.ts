import { SITE_LANGUAGE } from '../content/owner'

/**
 * The scripts written from right to left (ISO 15924) that a language tag's likely script can be:
 * Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Mende Kikakui, Samaritan
 * and Yezidi.
 */
const RIGHT_TO_LEFT = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Mend', 'Samr', 'Yezi'])

/**
 * The direction a language is written in, from the script its tag names or, when it names none, the
 * script it is most likely written in (`ar` → Arabic, `ur` → Arabic, `he` → Hebrew, `az` → Latin,
 * `az-Arab` → Arabic).
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const script = new Intl.Locale(tag).maximize().script
  return script !== undefined && RIGHT_TO_LEFT.has(script) ? 'rtl' : 'ltr'
}

let siteDirection: 'ltr' | 'rtl' | undefined

/**
 * The attributes that mark a text written in `language` (an entry's `language`, where it is not the
 * site's): its `lang`, and its `dir` where it is written the other way from the site's language, so
 * that an article in Arabic on an English site reads, aligns and punctuates from the right.
 */
export function writtenIn(language: string | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (language === undefined) return {}
  const direction = textDirection(language)
  siteDirection ??= textDirection(SITE_LANGUAGE.trim())
  return direction === siteDirection ? { lang: language } : { lang: language, dir: direction }
}
