import { OWNER_NAME } from '../content/owner'
import { glyphSet } from './glyphSet'
import { cellPixels, renderScale } from './renderScale'

/** What the rain's letters are and how big it draws them on this display. */
export interface RainCells {
  /** The letters of the owner's name, one atlas cell each. */
  glyphs: string[]
  /** Device pixels per CSS pixel. */
  scale: number
  /** The side of one letter cell in device pixels. */
  cellPx: number
}

export function rainCells(devicePixelRatio: number): RainCells {
  const scale = renderScale(devicePixelRatio)
  return { glyphs: glyphSet(OWNER_NAME), scale, cellPx: cellPixels(scale) }
}
