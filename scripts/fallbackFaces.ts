import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import courierNew from '@capsizecss/metrics/courierNew'
import courierNewBold from '@capsizecss/metrics/courierNew/700'
import { fromBuffer } from '@capsizecss/unpack'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { FONT_WEIGHTS, TEXT_WEIGHTS } from '../src/styles/fontWeights.ts'
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

/** The weight halfway between two, where one face's weights end and the next one's begin. */
const between = (lighter: number, bolder: number) => Math.round((lighter + bolder) / 2)

/**
 * A stand-in's faces: its regular one for the text's weights, fitted at the body's, and for each
 * bolder weight the text is set in (`weights`) a face of the local faces' bold ones ("… Bold")
 * fitted at it, drawn for the weights nearer to it than to the next. Inter widens as it gets bolder
 * (3 % from 400 to 700, 1.5 % from 600 to 700) and Arial Bold does not, so one bold face fitted at
 * 700 was 1.2–1.4 % too wide at 600 and 0.7–0.9 % too narrow at 800. Without the bold faces a
 * browser would draw the regular one bolder: Chromium keeps its widths (3 % narrower than Inter's
 * bold), Firefox widens its letters (4 % wider than JetBrains Mono's bold).
 */
export function standInFaces({ family, like, locals }: StandIn, weights = TEXT_WEIGHTS): StandInFace[] {
  const bolder = weights.filter((weight) => weight >= BOLD_FROM)
  const boldLocals = locals.map((local) => `${local} Bold`)
  return [
    { family, weights: { min: FONT_WEIGHTS.min, max: BOLD_FROM - 1 }, fitAt: FONT_WEIGHTS.min, like: like.regular, locals },
    ...bolder.map((fitAt, index) => {
      const [lighter, next] = [bolder[index - 1], bolder[index + 1]]
      const min = lighter === undefined ? BOLD_FROM : between(lighter, fitAt)
      const max = next === undefined ? FONT_WEIGHTS.max : between(fitAt, next) - 1
      return { family, weights: { min, max }, fitAt, like: like.bold, locals: boldLocals }
    }),
  ]
}

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`

/**
 * The `@font-face` descriptors of a stand-in's face but its weights, given its font's metrics at the
 * face's `fitAt`: its letters scaled to the font's average width (`size-adjust`), and the font's
 * ascent, descent and line gap at that scale, so that a line of text is as wide and as high in either
 * face. The same sums as capsize's `createFontStack` and Next.js's font fallbacks.
 */
function faceDescriptors(face: StandInFace, font: Metrics): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (face.like.xWidthAvg / face.like.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  const src = face.locals.map((local) => `local("${local}")`).join(',')
  const overrides = `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(font.ascent / em)};descent-override:${percent(Math.abs(font.descent) / em)};line-gap-override:${percent(font.lineGap / em)}`
  return `font-family:"${fallbackFamily(face.family)}";src:${src};${overrides}`
}

/**
 * The `@font-face` rules of a stand-in's faces (in the order of their weights), each with its font's
 * metrics at the face's `fitAt`. Faces of neighbouring weights that come out the same are one rule:
 * a monospace font such as JetBrains Mono is as wide at every weight.
 */
export function fallbackFaceRules(faces: readonly (readonly [face: StandInFace, font: Metrics])[]): string[] {
  const rules: { descriptors: string; min: number; max: number }[] = []
  for (const [face, font] of faces) {
    const descriptors = faceDescriptors(face, font)
    const previous = rules.at(-1)
    if (previous?.descriptors === descriptors && previous.max + 1 === face.weights.min) previous.max = face.weights.max
    else rules.push({ descriptors, ...face.weights })
  }
  return rules.map(({ descriptors, min, max }) => `@font-face{${descriptors};font-weight:${min} ${max}}`)
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
          return fallbackFaceRules(await Promise.all(standInFaces(standIn).map(async (face) => [face, await metricsAt(font, face.fitAt)] as const)))
        }),
      )
      return rules.flat().join('\n')
    },
  }
}
