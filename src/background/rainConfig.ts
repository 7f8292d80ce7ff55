/**
 * The look of the falling letters, in one place. The GPU shader receives these as `#define`s
 * (see `rainShader.ts`) and the 2D fallback reads them directly, so both draw the same rain.
 */

/** One letter cell, in CSS pixels; the rain is laid out on this grid from the top-left corner. */
export const CELL_CSS_PX = 16
/** Letter size inside its cell, as a fraction of the cell. */
export const GLYPH_SIZE = 0.8
/** Pixels per CSS pixel are capped here: sharper than this costs fill rate and is not seen at 30 fps. */
export const MAX_RENDER_SCALE = 1.5

/** How often the rain moves on, in milliseconds (about 30 steps a second on any display). */
export const TICK_MS = 33

/** Movement per tick, in sixteenths of a cell: each column picks one speed in this range. */
export const SPEED_MIN = 3
export const SPEED_SPREAD = 6
/** Trail length in cells, per column. */
export const TRAIL_MIN = 10
export const TRAIL_SPREAD = 16
/** Rows between two heads in one column; longer than the trail, so most cells stay black. */
export const PERIOD_MIN = 72
export const PERIOD_SPREAD = 48
/** A cell keeps its letter this many ticks before it may change. */
export const GLYPH_HOLD_TICKS = 48

/** Colours as sRGB bytes: the trail in the site's accent, the head a paler green. */
export const TRAIL_RGB = [0x4a, 0xde, 0x80] as const
export const HEAD_RGB = [0xc8, 0xff, 0xdc] as const
/** Kept dim so the rain reads as texture behind the content. */
export const TRAIL_INTENSITY = 0.5
export const HEAD_INTENSITY = 0.75

/** The site's monospace face (self-hosted by @fontsource-variable/jetbrains-mono). */
export const GLYPH_FACE = 'JetBrains Mono Variable'
export const GLYPH_FONT_FAMILY = `'${GLYPH_FACE}', ui-monospace, monospace`

/**
 * The rain's WebGL context: no antialiasing, alpha, depth or stencil (one opaque full-screen quad),
 * and the low-power GPU. The worker makes the context with these, and three.js is told the same.
 */
export const RAIN_GL_ATTRIBUTES = {
  antialias: false,
  alpha: false,
  depth: false,
  stencil: false,
  powerPreference: 'low-power',
} as const satisfies WebGLContextAttributes
