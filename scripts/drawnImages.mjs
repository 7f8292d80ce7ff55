// The build's pictures drawn from SVG (the link previews, the icons), with resvg, in fonts of the
// build's own: JetBrains Mono, and Noto Sans Arabic and Hebrew for the letters it has not. The same
// picture on every machine, whatever fonts it has.
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Blob as FontBlob, Buffer, Face, Font, shape } from 'harfbuzzjs'

const packageDir = (/** @type {string} */ name) => dirname(createRequire(import.meta.url).resolve(`@expo-google-fonts/${name}/package.json`))

/**
 * The faces, in the order a text's family is chosen from and resvg looks for a letter no face of its
 * family has: JetBrains Mono, then Noto Sans Arabic and Hebrew, which hold Latin letters too.
 */
const FAMILIES = [
  { family: 'JetBrains Mono', name: 'jetbrains-mono', file: 'JetBrainsMono' },
  { family: 'Noto Sans Arabic', name: 'noto-sans-arabic', file: 'NotoSansArabic' },
  { family: 'Noto Sans Hebrew', name: 'noto-sans-hebrew', file: 'NotoSansHebrew' },
]
const WEIGHTS = /** @type {const} */ ([
  { weight: 400, style: 'Regular' },
  { weight: 700, style: 'Bold' },
])
const FACES = FAMILIES.flatMap(({ family, name, file }) =>
  WEIGHTS.map(({ weight, style }) => ({ family, weight, file: join(packageDir(name), `${weight}${style}`, `${file}_${weight}${style}.ttf`) })),
)
const DEFAULT_FAMILY = 'JetBrains Mono'

/**
 * A PNG of `svg`, at its own size or `width` pixels wide.
 * @param {string} svg @param {number} [width]
 */
export function png(svg, width) {
  const fitTo = width === undefined ? /** @type {const} */ ({ mode: 'original' }) : /** @type {const} */ ({ mode: 'width', value: width })
  const font = { fontFiles: FACES.map(({ file }) => file), loadSystemFonts: false, defaultFontFamily: DEFAULT_FAMILY }
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

/** A bidirectional control or another format character: it orders the letters and draws nothing. */
const FORMAT = /\p{Cf}/gu

/**
 * The characters of `svg` that its PNG shows as empty boxes: those none of the faces has a letter for
 * (Latin, Greek, Cyrillic, Arabic and Hebrew they have; Chinese, Japanese or emoji they have not), each
 * once.
 * @param {string} svg
 */
export function undrawable(svg) {
  const faces = loadFaces()
  return [...new Set(svg.replace(FORMAT, ''))].filter((character) => {
    const code = character.codePointAt(0) ?? 0
    return character > ' ' && !faces.some(({ has }) => has.has(code))
  })
}

/**
 * The fonts the link previews are drawn in (`src/lib/previewCard.ts`). A text is set in one family,
 * the first that has every letter of it, so that resvg shapes it whole in the weight asked for (its
 * own fallback, for a letter the family lacks, takes the first face that has it, of any weight).
 * @type {import('../src/lib/previewCard').CardFonts}
 */
export const cardFonts = {
  familyOf(text) {
    const codes = [...text.replace(FORMAT, '')].map((character) => character.codePointAt(0) ?? 0)
    const face = loadFaces().find(({ has }) => codes.every((code) => has.has(code)))
    return face?.family ?? DEFAULT_FAMILY
  },
  width(text, family, size, weight) {
    const face = loadFaces().find((candidate) => candidate.family === family && candidate.weight === weight)
    if (face === undefined) throw new Error(`the link previews have no ${family} of weight ${weight}`)
    const buffer = new Buffer()
    buffer.addText(text.replace(FORMAT, ''))
    buffer.guessSegmentProperties()
    shape(face.font, buffer)
    return (buffer.getGlyphPositions().reduce((sum, { xAdvance }) => sum + xAdvance, 0) * size) / face.upem
  },
}
