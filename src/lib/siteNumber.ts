import { SITE_LANGUAGE } from '../content/owner.ts'

/** Writes a number as `language` does: 1204 is "1,204" in English, "1.204" in German, "1 204" in French. */
export function numberWriter(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language)
  return (value) => format.format(value)
}

let write: ((value: number) => string) | undefined

/**
 * A number as the site's language (SITE_LANGUAGE) writes it; the counts in words.ts are written with
 * it. Its format is made on first use: the build's check has refused a tag that is not one by then.
 */
export function siteNumber(value: number): string {
  write ??= numberWriter(SITE_LANGUAGE.trim())
  return write(value)
}

/** The characters the site's numbers are written with: its ten digits and the separator of thousands. */
export const siteNumerals = (): string => siteNumber(1234567890)
