// The build's pictures drawn from SVG (the link previews, the icons), with resvg, in fonts of the
// build's own: JetBrains Mono, Noto Sans Arabic and Hebrew for the letters it has not, and Noto Emoji
// (drawn in the text's colour) for emoji. The same picture on every machine, whatever fonts it has.
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Blob as FontBlob, Buffer, Face, Font, shape } from 'harfbuzzjs'

const packageDir = (/** @type {string} */ name) => dirname(createRequire(import.meta.url).resolve(`@expo-google-fonts/${name}/package.json`))

/**
 * The faces, in the order a text's family is chosen from: JetBrains Mono, then Noto Sans Arabic and
 * Hebrew, which hold Latin letters too, then Noto Emoji, for the emoji of a text in any of them.
 */
const FAMILIES = [
  { family: 'JetBrains Mono', name: 'jetbrains-mono', file: 'JetBrainsMono' },
  { family: 'Noto Sans Arabic', name: 'noto-sans-arabic', file: 'NotoSansArabic' },
  { family: 'Noto Sans Hebrew', name: 'noto-sans-hebrew', file: 'NotoSansHebrew' },
  // Read only for a picture that names it (previews set their emoji in it by name): 8 ms a picture.
  { family: 'Noto Emoji', name: 'noto-emoji', file: 'NotoEmoji', named: true },
]
const WEIGHTS = /** @type {const} */ ([
  { weight: 400, style: 'Regular' },
  { weight: 700, style: 'Bold' },
])
const DEFAULT_FAMILY = 'JetBrains Mono'
const FACES = FAMILIES.flatMap(({ family, name, file, named = false }) =>
  WEIGHTS.map(({ weight, style }) => ({ family, weight, named, file: join(packageDir(name), `${weight}${style}`, `${file}_${weight}${style}.ttf`) })),
)

/**
 * A PNG of `svg`, at its own size or `width` pixels wide.
 * @param {string} svg @param {number} [width]
 */
export function png(svg, width) {
  const fitTo = width === undefined ? /** @type {const} */ ({ mode: 'original' }) : /** @type {const} */ ({ mode: 'width', value: width })
  const files = FACES.filter(({ family, named }) => !named || svg.includes(`font-family="${family}"`)).map(({ file }) => file)
  const font = { fontFiles: files, loadSystemFonts: false, defaultFontFamily: DEFAULT_FAMILY }
  return new Resvg(svg, { fitTo, font }).render().asPng()
}

/** @typedef {{ family: string, weight: number, font: Font, upem: number, has: Set<number> }} ShapingFace */

/** @type {ShapingFace[] | undefined} */
let shapingFaces

function loadFaces() {
  shapingFaces ??= FACES.map(({ family, weight, file }) => {
    const face = new Face(new FontBlob(readFileSync(file)))
    return { family, weight, font: new Font(face), upem: face.upem, has: new Set(face.collectUnicodes()) }
  })
  return shapingFaces
}

/**
 * A character drawn as nothing: a bidirectional control, a joiner, a variation selector. It orders
 * or joins the letters, and no face needs a letter for it.
 */
const FORMAT = /\p{Default_Ignorable_Code_Point}/gu

/** The code points of `text` a face must have a letter for. @param {string} text */
const drawnCodes = (text) => [...text.replace(FORMAT, '')].map((character) => character.codePointAt(0) ?? 0)

/**
 * The characters of `svg` that its PNG shows as empty boxes: those none of the faces has a letter for
 * (Latin, Greek, Cyrillic, Arabic, Hebrew and emoji they have; Chinese, Japanese and Korean they have
 * not), each once.
 * @param {string} svg
 */
export function undrawable(svg) {
  const faces = loadFaces()
  return [...new Set(drawnCodes(svg))].filter((code) => code > 0x20 && !faces.some(({ has }) => has.has(code))).map((code) => String.fromCodePoint(code))
}

/**
 * The fonts the link previews are drawn in (`src/lib/previewCard.ts`, which chooses a text's family
 * from them): which letters each family has, and how wide it draws a text.
 * @type {import('../src/lib/previewCard').CardFonts}
 */
export const cardFonts = {
  families: /** @type {[string, ...string[]]} */ (FAMILIES.map(({ family }) => family)),
  has(family, text) {
    const codes = drawnCodes(text)
    return loadFaces().some((face) => face.family === family && codes.every((code) => face.has.has(code)))
  },
  width(text, family, size, weight) {
    const face = loadFaces().find((candidate) => candidate.family === family && candidate.weight === weight)
    if (face === undefined) throw new Error(`the link previews have no ${family} of weight ${weight}`)
    const buffer = new Buffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    shape(face.font, buffer)
    return (buffer.getGlyphPositions().reduce((sum, { xAdvance }) => sum + xAdvance, 0) * size) / face.upem
  },
}
