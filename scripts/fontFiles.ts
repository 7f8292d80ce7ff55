import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/**
 * The latin faces of headings and the brand (JetBrains Mono) and of the body (Inter), which every
 * page preloads in this order: the intro's heading, the page's largest text, is set in JetBrains
 * Mono. The build cuts them, and every other face of the two fonts, down to the site's characters
 * (scripts/subsetFonts.ts).
 */
export const FONT_FILES = [
  '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
] as const

/** The fonts' stylesheets, as src/main.tsx imports them: an @font-face per set of scripts. */
const FONT_STYLESHEETS = ['@fontsource-variable/jetbrains-mono/wght.css', '@fontsource-variable/inter/wght.css'] as const

/**
 * Every face the fonts' stylesheets name (latin, latin-ext, Cyrillic, Greek, Vietnamese…), as
 * module specifiers. Each has its unicode-range, so a page fetches one only for characters in it.
 */
export function fontFaceFiles(): string[] {
  const require = createRequire(import.meta.url)
  return FONT_STYLESHEETS.flatMap((sheet) => {
    const css = readFileSync(require.resolve(sheet), 'utf8')
    return [...css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)].map(([, file]) => `${dirname(sheet)}/files/${file}`)
  })
}
