import { STAND_INS, fallbackFamily } from '../../scripts/fallbackFaces'

/** A line's width in a face, and whether the system has that face. */
export interface LineWidth {
  readonly width: number
  readonly found: boolean
}

/**
 * Runs in the page: the page's own text (its main content, on one line, at the body's size) set in
 * each of `faces`. Passed to a browser as source text, it uses nothing from its module.
 */
export async function lineWidths(faces: readonly string[]): Promise<LineWidth[]> {
  const text = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 2000)
  const widths: LineWidth[] = []
  for (const face of faces) {
    const line = Object.assign(document.createElement('span'), { textContent: text })
    line.style.cssText = `position:absolute;white-space:nowrap;font:1rem "${face}"`
    document.body.append(line)
    const found = (await document.fonts.load(`1rem "${face}"`, text).catch(() => [])).length > 0
    widths.push({ width: line.getBoundingClientRect().width, found })
    line.remove()
  }
  return widths
}

/** The families of the fonts' stand-ins, as the page's `document.fonts` names them. */
export const STAND_IN_FAMILIES = STAND_INS.map(({ family }) => fallbackFamily(family))

/**
 * Each font's stand-in against it, measured by `measure` (`lineWidths` run in the page open in a
 * browser): whether the system has a face of it, and how far its line's width is from the font's
 * (0.07 for DejaVu Sans against Inter, and for Arial). Each suite holds `gap` under 0.02.
 */
export async function standInLines(measure: (faces: readonly string[]) => Promise<LineWidth[]>) {
  const lines = []
  for (const { family } of STAND_INS) {
    const [font, standIn] = await measure([family, fallbackFamily(family)])
    lines.push({ family, found: standIn?.found, gap: Math.abs((standIn?.width ?? 0) / (font?.width ?? 1) - 1) })
  }
  return lines
}
