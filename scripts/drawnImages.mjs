// The build's pictures drawn from SVG (the link previews, the icons), with resvg, in JetBrains Mono
// alone: the same picture on every machine, whatever fonts it has.
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Blob as FontBlob, Face } from 'harfbuzzjs'

const fontDir = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/jetbrains-mono/package.json'))
const FONT_FILES = ['400Regular/JetBrainsMono_400Regular.ttf', '700Bold/JetBrainsMono_700Bold.ttf'].map((f) => join(fontDir, f))

/**
 * A PNG of `svg`, at its own size or `width` pixels wide.
 * @param {string} svg @param {number} [width]
 */
export function png(svg, width) {
  const fitTo = width === undefined ? /** @type {const} */ ({ mode: 'original' }) : /** @type {const} */ ({ mode: 'width', value: width })
  const font = { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'JetBrains Mono' }
  return new Resvg(svg, { fitTo, font }).render().asPng()
}

/** @type {Set<number> | undefined} */
let drawable

/**
 * The characters of `svg` that its PNG shows as empty boxes: those JetBrains Mono has no letter for
 * (Latin, Greek and Cyrillic it has; Chinese, Japanese or emoji it has not), each once.
 * @param {string} svg
 */
export function undrawable(svg) {
  drawable ??= new Set(FONT_FILES.flatMap((file) => [...new Face(new FontBlob(readFileSync(file))).collectUnicodes()]))
  const has = drawable
  return [...new Set(svg)].filter((character) => character > ' ' && !has.has(character.codePointAt(0) ?? 0))
}
