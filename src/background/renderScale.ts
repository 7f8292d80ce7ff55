import { CELL_CSS_PX, MAX_RENDER_SCALE } from './rainConfig'

/** Device pixels per CSS pixel for the rain: the display's ratio, at least 1, at most the cap. */
export function renderScale(devicePixelRatio: number): number {
  return Math.min(Math.max(devicePixelRatio, 1), MAX_RENDER_SCALE)
}

/** The side of one letter cell in device pixels. */
export function cellPixels(scale: number): number {
  return CELL_CSS_PX * scale
}
