import { SITE_LANGUAGE } from '../content/owner.ts'

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

let siteLanguageDirection: 'ltr' | 'rtl' | undefined

/** The direction the site's language (SITE_LANGUAGE) is written in: its pages' `<html dir>`. */
export function siteDirection(): 'ltr' | 'rtl' {
  siteLanguageDirection ??= textDirection(SITE_LANGUAGE.trim())
  return siteLanguageDirection
}

/** A letter of a script written from the right. */
const RIGHT_TO_LEFT_LETTER = new RegExp(`[${[...RIGHT_TO_LEFT].map((script) => `\\p{Script=${script}}`).join('')}]`, 'u')

/**
 * The direction `text` is written in, from its first letter, as a browser finds it for `dir="auto"`
 * (digits, marks and punctuation decide nothing); the site's direction for a text without a letter.
 */
export function directionOfText(text: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text)?.[0]
  if (letter === undefined) return siteDirection()
  return RIGHT_TO_LEFT_LETTER.test(letter) ? 'rtl' : 'ltr'
}

/**
 * The attributes that mark a text written in `language` (an entry's `language`, where it is not the
 * site's): its `lang`, and its `dir` where it is written the other way from the site's language, so
 * that an article in Arabic on an English site reads, aligns and punctuates from the right.
 */
export function writtenIn(language: string | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (language === undefined) return {}
  const direction = textDirection(language)
  return direction === siteDirection() ? { lang: language } : { lang: language, dir: direction }
}
