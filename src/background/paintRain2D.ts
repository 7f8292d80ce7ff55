import { column, glyphIndex, headRow, trailBrightness } from './rainMath'
import type { Column } from './rainMath'
import { HEAD_INTENSITY, HEAD_RGB, TRAIL_INTENSITY, TRAIL_RGB } from './rainConfig'

/** A 2D context on either kind of canvas: the page's (main-thread fallback) or a worker's. */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

function tinted(atlas: OffscreenCanvas, rgb: readonly number[]): OffscreenCanvas {
  const canvas = new OffscreenCanvas(atlas.width, atlas.height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas context to tint the glyph atlas')
  context.drawImage(atlas, 0, 0)
  context.globalCompositeOperation = 'source-in'
  context.fillStyle = `rgb(${rgb.join(' ')})`
  context.fillRect(0, 0, canvas.width, canvas.height)
  return canvas
}

/**
 * The lit cells of one column at one tick, written into `cells` as flat (row, glyph, distance)
 * triples from the head along its trail.
 */
function litCells(cells: number[], c: Column, col: number, rows: number, tick: number, glyphCount: number) {
  cells.length = 0
  const head = headRow(c, tick)
  for (let distance = 0; distance < c.trail; distance++) {
    // Every row this far behind a head: one per period down the screen.
    for (let row = (head - distance + c.period) % c.period; row < rows; row += c.period) {
      cells.push(row, glyphIndex(col, row, tick, glyphCount), distance)
    }
  }
}

const sameCells = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i])

/** Opacity steps of a trail letter: finer than a screen's 8-bit channels show at the trail's intensity. */
const LEVELS = 128
/** The tile row of the head's letters, after the trail's LEVELS rows. */
const HEAD = LEVELS + 1

/**
 * Every letter at every opacity it is drawn at, each on an opaque black cell: the trail's tint at
 * LEVELS steps (row `level - 1`), the head's tint on the last row. A tile replaces a cell whole, so a
 * cell drawn again needs no clear first.
 */
function letterTiles(atlas: OffscreenCanvas): OffscreenCanvas {
  const source = atlas.height
  const canvas = new OffscreenCanvas(atlas.width, source * HEAD)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas context for the letter tiles')
  context.fillStyle = '#000'
  context.fillRect(0, 0, canvas.width, canvas.height)
  const trail = tinted(atlas, TRAIL_RGB)
  for (let level = 1; level <= LEVELS; level++) {
    context.globalAlpha = level / LEVELS
    context.drawImage(trail, 0, (level - 1) * source)
  }
  context.globalAlpha = HEAD_INTENSITY
  context.drawImage(tinted(atlas, HEAD_RGB), 0, LEVELS * source)
  return canvas
}

/** The tile a letter at this distance from its head is drawn with: HEAD, a trail level, or 0 for black. */
function tileOf(distance: number, trail: number): number {
  return distance === 0 ? HEAD : Math.round(TRAIL_INTENSITY * trailBrightness(distance, trail) * LEVELS)
}

/**
 * The 2D twin of the GPU shader: the same rainMath, drawn cell by cell from tiles of the glyph atlas.
 * Only what changed since the last paint is touched: a column whose lit cells (rows, letters) are
 * the same as before is skipped; in a changed one, a cell whose letter or opacity changed gets its
 * new tile, and a cell that went dark is cleared. A letter at opacity b over black gives the
 * shader's colour × b. Cells are snapped to whole pixels, so no cell leaves a fringe on its neighbour.
 */
export function createRainPainter(atlas: OffscreenCanvas, glyphCount: number, cellPx: number) {
  const tiles = letterTiles(atlas)
  const source = atlas.height
  let columns: Column[] = []
  // Per column, the cells as last painted, and a spare array the next tick's cells are written into:
  // the two swap when a column changes, so a tick allocates nothing.
  let drawn: number[][] = []
  let spare: number[][] = []
  // Per column, what each row shows: 0 for black, else its letter's tile, glyph × (HEAD + 1) + tile.
  let shown: Int32Array[] = []
  // The rows the column being painted lights, marked with that paint's stamp.
  let lit = new Int32Array(0)
  let stamp = 0
  let painted = { width: 0, height: 0 }

  const edge = (index: number) => Math.round(index * cellPx)

  function paintColumn(context: Context2D, col: number, c: Column, cells: readonly number[], before: readonly number[]) {
    const rows = shown[col] ?? new Int32Array(0)
    const x = edge(col)
    const w = edge(col + 1) - x
    stamp++
    for (let i = 0; i < cells.length; i += 3) {
      const row = cells[i] ?? 0
      const glyph = cells[i + 1] ?? 0
      const tile = tileOf(cells[i + 2] ?? 0, c.trail)
      const want = tile === 0 ? 0 : glyph * (HEAD + 1) + tile
      lit[row] = stamp
      if (rows[row] === want) continue
      rows[row] = want
      const y = edge(row)
      if (tile === 0) context.fillRect(x, y, w, edge(row + 1) - y)
      else context.drawImage(tiles, glyph * source, (tile - 1) * source, source, source, x, y, w, edge(row + 1) - y)
    }
    for (let i = 0; i < before.length; i += 3) {
      const row = before[i] ?? 0
      if (lit[row] === stamp || rows[row] === 0) continue
      rows[row] = 0
      const y = edge(row)
      context.fillRect(x, y, w, edge(row + 1) - y)
    }
  }

  /** Paints the rain at `tick` on a `width`×`height` canvas, all of it when the size changed. */
  return function paint(context: Context2D, width: number, height: number, tick: number) {
    const cols = Math.ceil(width / cellPx)
    const rows = Math.ceil(height / cellPx)
    const whole = painted.width !== width || painted.height !== height
    if (columns.length !== cols) columns = Array.from({ length: cols }, (_, col) => column(col))
    context.fillStyle = '#000'
    context.globalAlpha = 1
    if (whole) {
      context.fillRect(0, 0, width, height)
      drawn = columns.map(() => [])
      spare = columns.map(() => [])
      shown = columns.map(() => new Int32Array(rows))
      lit = new Int32Array(rows)
      painted = { width, height }
    }
    columns.forEach((c, col) => {
      const cells = spare[col] ?? []
      const before = drawn[col] ?? []
      litCells(cells, c, col, rows, tick, glyphCount)
      if (!whole && sameCells(cells, before)) return
      paintColumn(context, col, c, cells, before)
      drawn[col] = cells
      spare[col] = before
    })
  }
}
