import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import courierNew from '@capsizecss/metrics/courierNew'
import courierNewBold from '@capsizecss/metrics/courierNew/700'
import { fromBuffer } from '@capsizecss/unpack'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { FONT_WEIGHTS } from '../src/styles/fontWeights.ts'
import { FONT_FILES } from './fontFiles.ts'

/** What a face's metrics are read for (capsize's names, in the face's units). */
interface Metrics {
  readonly ascent: number
  readonly descent: number
  readonly lineGap: number
  readonly unitsPerEm: number
  /** The average width of a latin letter, weighted by how often it is written. */
  readonly xWidthAvg: number
}

/**
 * A system face standing in for one of the site's fonts until it has arrived: `locals`, the first
 * of them a visitor's system has, resized and given the line metrics of `family` (its file `file`).
 * Every local face of a stand-in is as wide as `like` to within half a percent, in its regular face
 * and in its bold one, so one set of overrides fits them all.
 */
interface StandIn {
  readonly family: string
  readonly file: string
  readonly like: { readonly regular: Metrics; readonly bold: Metrics }
  readonly locals: readonly string[]
}

/**
 * The stand-ins, named by their font's family and " fallback" (`--font-sans` and `--font-mono` in
 * src/styles/tokens.css list each right after its font). Inter's: Arial (Windows, macOS), Helvetica
 * (macOS), Arimo and Liberation Sans (Linux and ChromeOS: Arial's widths), Roboto (Android: within
 * 0.2 % of them). JetBrains Mono's: monospace faces of its width, 0.6 em a letter, so that Windows'
 * Consolas (0.55 em) never stands in for it.
 */
export const STAND_INS: readonly StandIn[] = [
  { family: 'JetBrains Mono Variable', file: FONT_FILES[0], like: { regular: courierNew, bold: courierNewBold }, locals: ['Menlo', 'DejaVu Sans Mono', 'Liberation Mono', 'Cousine', 'Courier New'] },
  { family: 'Inter Variable', file: FONT_FILES[1], like: { regular: arial, bold: arialBold }, locals: ['Arial', 'Helvetica', 'Arimo', 'Liberation Sans', 'Roboto'] },
]

/** The family of the face that stands in for `family`. */
export const fallbackFamily = (family: string) => `${family} fallback`

/**
 * One face of a stand-in: the weights it is drawn for, the local faces it takes and their metrics,
 * and the weight its font is measured at to fit it.
 */
export interface StandInFace {
  readonly family: string
  readonly weights: { readonly min: number; readonly max: number }
  readonly fitAt: number
  readonly like: Metrics
  readonly locals: readonly string[]
}

/** From this weight on, a browser draws a face bolder than it is, and so wider in some. */
const BOLD_FROM = 600
/** CSS's `bold`: the weight a bold face of a stand-in is fitted at, the middle of the bold weights. */
const BOLD = 700

/**
 * A stand-in's faces: its regular one for the text's weights, and its bold one (each local face's
 * "… Bold") for the bolder ones. Without the bold face a browser would draw the regular one bolder:
 * Chromium keeps its widths (3 % narrower than Inter's bold), Firefox widens its letters
 * (4 % wider than JetBrains Mono's bold).
 */
export function standInFaces({ family, like, locals }: StandIn): StandInFace[] {
  return [
    { family, weights: { min: FONT_WEIGHTS.min, max: BOLD_FROM - 1 }, fitAt: FONT_WEIGHTS.min, like: like.regular, locals },
    { family, weights: { min: BOLD_FROM, max: FONT_WEIGHTS.max }, fitAt: BOLD, like: like.bold, locals: locals.map((local) => `${local} Bold`) },
  ]
}

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`

/**
 * The `@font-face` rule of a stand-in's face, given its font's metrics at the face's `fitAt`: its
 * letters scaled to the font's average width (`size-adjust`), and the font's ascent, descent and line
 * gap at that scale, so that a line of text is as wide and as high in either face. The same sums as
 * capsize's `createFontStack` and Next.js's font fallbacks.
 */
export function fallbackFaceRule(face: StandInFace, font: Metrics): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (face.like.xWidthAvg / face.like.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  const src = face.locals.map((local) => `local("${local}")`).join(',')
  const overrides = `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(font.ascent / em)};descent-override:${percent(Math.abs(font.descent) / em)};line-gap-override:${percent(font.lineGap / em)}`
  return `@font-face{font-family:"${fallbackFamily(face.family)}";src:${src};font-weight:${face.weights.min} ${face.weights.max};${overrides}}`
}

/** A variable font's metrics at one weight: an instance of it pinned there (harfbuzz), read with capsize. */
async function metricsAt(font: Buffer, weight: number): Promise<Metrics> {
  return fromBuffer(await subsetFont(font, '', { targetFormat: 'sfnt', keepAllGlyphs: true, variationAxes: { wght: weight } }))
}

const ID = 'virtual:fallback-faces.css'

/**
 * `virtual:fallback-faces.css`: the stand-ins' rules, made from the metrics of the font files the
 * site serves (read with capsize from the font packages, at each face's weight) and of the stand-ins
 * (capsize's metrics).
 */
export function fallbackFaces(): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'fallback-faces',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined
      const rules = await Promise.all(
        STAND_INS.map(async (standIn) => {
          const font = await readFile(require.resolve(standIn.file))
          return Promise.all(standInFaces(standIn).map(async (face) => fallbackFaceRule(face, await metricsAt(font, face.fitAt))))
        }),
      )
      return rules.flat().join('\n')
    },
  }
}
