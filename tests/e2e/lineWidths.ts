import { STAND_INS, fallbackFamily } from '../../scripts/fallbackFaces'
import { TEXT_WEIGHTS } from '../../src/styles/fontWeights'

/** A line's width in a face, and whether the system has that face. */
export interface LineWidth {
  readonly width: number
  readonly found: boolean
}

/**
 * Runs in the page: the page's own text (its main content, on one line, at the body's size) set in
 * each of `faces` at `weight`. Only its characters of the scripts the fonts are made for (Latin,
 * Greek, Cyrillic, and those all scripts share): a letter of another, Arabic or Chinese, is drawn in
 * a face of the system's under the font and its stand-in alike, which the system may pick otherwise
 * for each. Passed to a browser as source text, it uses nothing from its module.
 */
export async function lineWidths({ faces, weight }: { faces: readonly string[]; weight: number }): Promise<LineWidth[]> {
  const text = (document.querySelector('main')?.textContent ?? '')
    .replace(/[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/gu, '')
    .replace(/\s+/g, ' ')
    .slice(0, 2000)
  const widths: LineWidth[] = []
  for (const face of faces) {
    const line = Object.assign(document.createElement('span'), { textContent: text })
    line.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 1rem "${face}"`
    document.body.append(line)
    const found = (await document.fonts.load(`${weight} 1rem "${face}"`, text).catch(() => [])).length > 0
    widths.push({ width: line.getBoundingClientRect().width, found })
    line.remove()
  }
  return widths
}

/**
 * How far a line in a stand-in may be from its width in the font: 1 %. The page's text is 0.3–0.8 %
 * off in Chromium and Firefox; a bold face fitted at 700 alone was 1.2–1.4 % off at 600.
 */
export const MAX_GAP = 0.01

/** The families of the fonts' stand-ins, as the page's `document.fonts` names them. */
export const STAND_IN_FAMILIES = STAND_INS.map(({ family }) => fallbackFamily(family))

/**
 * Each font's stand-in against it at each of `weights`, measured by `measure` (`lineWidths` run in the page
 * open in a browser): whether the system has a face of it, and how far its line's width is from the
 * font's (0.07 for DejaVu Sans against Inter, and for Arial). Each suite holds `gap` under `MAX_GAP`.
 */
export async function standInLines(measure: (line: { faces: readonly string[]; weight: number }) => Promise<LineWidth[]>, weights = TEXT_WEIGHTS) {
  const lines = []
  for (const { family } of STAND_INS) {
    for (const weight of weights) {
      const [font, standIn] = await measure({ faces: [family, fallbackFamily(family)], weight })
      lines.push({ family, weight, found: standIn?.found, gap: Math.abs((standIn?.width ?? 0) / (font?.width ?? 1) - 1) })
    }
  }
  return lines
}
