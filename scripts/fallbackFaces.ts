import { createRequire } from 'node:module'
import arial from '@capsizecss/metrics/arial'
import courierNew from '@capsizecss/metrics/courierNew'
import { fromFile } from '@capsizecss/unpack/fs'
import type { Plugin } from 'vite'
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
 * Every local face of a stand-in is as wide as `like` to within half a percent, so one set of
 * overrides fits them all.
 */
interface StandIn {
  readonly family: string
  readonly file: string
  readonly like: Metrics
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
  { family: 'JetBrains Mono Variable', file: FONT_FILES[0], like: courierNew, locals: ['Menlo', 'DejaVu Sans Mono', 'Liberation Mono', 'Cousine', 'Courier New'] },
  { family: 'Inter Variable', file: FONT_FILES[1], like: arial, locals: ['Arial', 'Helvetica', 'Arimo', 'Liberation Sans', 'Roboto'] },
]

/** The family of the face that stands in for `family`. */
export const fallbackFamily = (family: string) => `${family} fallback`

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`

/**
 * The `@font-face` rule of a stand-in, given its font's metrics: its letters scaled to the font's
 * average width (`size-adjust`), and the font's ascent, descent and line gap at that scale, so that
 * a line of text is as wide and as high in either face. The same sums as capsize's `createFontStack`
 * and Next.js's font fallbacks.
 */
export function fallbackFaceRule(standIn: StandIn, font: Metrics): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (standIn.like.xWidthAvg / standIn.like.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  const src = standIn.locals.map((local) => `local("${local}")`).join(',')
  const overrides = `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(font.ascent / em)};descent-override:${percent(Math.abs(font.descent) / em)};line-gap-override:${percent(font.lineGap / em)}`
  return `@font-face{font-family:"${fallbackFamily(standIn.family)}";src:${src};${overrides}}`
}

const ID = 'virtual:fallback-faces.css'

/**
 * `virtual:fallback-faces.css`: the stand-ins' rules, made from the metrics of the font files the
 * site serves (read with capsize from the font packages) and of the stand-ins (capsize's metrics).
 */
export function fallbackFaces(): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'fallback-faces',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined
      const rules = await Promise.all(STAND_INS.map(async (standIn) => fallbackFaceRule(standIn, await fromFile(require.resolve(standIn.file)))))
      return rules.join('\n')
    },
  }
}
