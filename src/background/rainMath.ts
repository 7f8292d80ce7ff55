import {
  GLYPH_HOLD_TICKS,
  PERIOD_MIN,
  PERIOD_SPREAD,
  SPEED_MIN,
  SPEED_SPREAD,
  TRAIL_MIN,
  TRAIL_SPREAD,
} from './rainConfig'

/*
 * The rain as pure integer functions of (column, row, tick). `shaders/rain.frag` computes exactly
 * the same thing per pixel with GLSL `uint`s; JavaScript mirrors 32-bit unsigned arithmetic with
 * Math.imul and `>>> 0`, so the 2D fallback draws the same letters in the same places.
 */

/** A 32-bit integer hash (Chris Wellons' lowbias32): cheap, well mixed, identical in GLSL. */
export function hash(value: number): number {
  let x = value >>> 0
  x = (x ^ (x >>> 16)) >>> 0
  x = Math.imul(x, 0x7feb352d) >>> 0
  x = (x ^ (x >>> 15)) >>> 0
  x = Math.imul(x, 0x846ca68b) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

export interface Column {
  /** Sixteenths of a cell the head moves per tick. */
  speed: number
  /** Lit cells behind and including the head. */
  trail: number
  /** Rows from one head to the next in this column. */
  period: number
  /** Where the head starts, in sixteenths of a cell. */
  phase: number
}

/** Each column's own speed, trail, spacing and starting point. */
export function column(col: number): Column {
  const h = hash(col)
  const period = PERIOD_MIN + ((h >>> 16) % PERIOD_SPREAD)
  return {
    speed: SPEED_MIN + (h % SPEED_SPREAD),
    trail: TRAIL_MIN + ((h >>> 8) % TRAIL_SPREAD),
    period,
    phase: hash(h) % (period * 16),
  }
}

/** The head's row within the column's period at this tick. */
export function headRow(c: Column, tick: number): number {
  return ((Math.imul(tick, c.speed) + c.phase) >>> 0 >>> 4) % c.period
}

/** How many cells a row sits behind the head above it (0 is the head itself). */
export function distanceBehindHead(c: Column, head: number, row: number): number {
  return (head + c.period - (row % c.period)) % c.period
}

/** 1 at the head, falling off quadratically along the trail, 0 (true black) beyond it. */
export function trailBrightness(distance: number, trail: number): number {
  if (distance >= trail) return 0
  const f = 1 - distance / trail
  return f * f
}

/** A cell's own seed: which letters it shows, and when it changes them. */
export function cellSeed(col: number, row: number): number {
  return hash((Math.imul(col, 0x8da6b343) ^ Math.imul(row, 0xd8163841)) >>> 0)
}

/** The glyph a cell of this seed shows at this tick; the 2D rain keeps each cell's seed. */
export function glyphOfSeed(seed: number, tick: number, glyphCount: number): number {
  const epoch = Math.floor((tick + (seed % GLYPH_HOLD_TICKS)) / GLYPH_HOLD_TICKS)
  return hash((seed + epoch) >>> 0) % glyphCount
}

/** Which glyph a cell shows; each cell changes its letter now and then, out of step with its neighbours. */
export function glyphIndex(col: number, row: number, tick: number, glyphCount: number): number {
  return glyphOfSeed(cellSeed(col, row), tick, glyphCount)
}
