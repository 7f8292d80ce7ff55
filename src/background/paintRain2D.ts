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

/**
 * The 2D twin of the GPU shader: the same rainMath, drawn cell by cell from a tinted glyph atlas.
 * Only what changed since the last paint is touched: a column whose lit cells (rows, letters) are
 * the same as before is skipped, and a changed one has its old cells cleared and its new ones drawn.
 * A letter drawn at opacity b over black gives the shader's colour × b. Cells are snapped to whole
 * pixels, so clearing one never leaves a fringe of its neighbour.
 */
export function createRainPainter(atlas: OffscreenCanvas, glyphCount: number, cellPx: number) {
  const trailGlyphs = tinted(atlas, TRAIL_RGB)
  const headGlyphs = tinted(atlas, HEAD_RGB)
  const source = atlas.height
  let columns: Column[] = []
  // Per column, the cells as last painted, and a spare array the next tick's cells are written into:
  // the two swap when a column changes, so a tick allocates nothing.
  let drawn: number[][] = []
  let spare: number[][] = []
  let painted = { width: 0, height: 0 }

  const edge = (index: number) => Math.round(index * cellPx)

  function clear(context: Context2D, col: number, cells: readonly number[]) {
    const x = edge(col)
    const w = edge(col + 1) - x
    for (let i = 0; i < cells.length; i += 3) {
      const y = edge(cells[i] ?? 0)
      context.fillRect(x, y, w, edge((cells[i] ?? 0) + 1) - y)
    }
  }

  function draw(context: Context2D, col: number, c: Column, cells: readonly number[]) {
    const x = edge(col)
    const w = edge(col + 1) - x
    for (let i = 0; i < cells.length; i += 3) {
      const row = cells[i] ?? 0
      const distance = cells[i + 2] ?? 0
      const isHead = distance === 0
      context.globalAlpha = isHead ? HEAD_INTENSITY : TRAIL_INTENSITY * trailBrightness(distance, c.trail)
      const y = edge(row)
      context.drawImage(isHead ? headGlyphs : trailGlyphs, (cells[i + 1] ?? 0) * source, 0, source, source, x, y, w, edge(row + 1) - y)
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
      painted = { width, height }
    }
    columns.forEach((c, col) => {
      const cells = spare[col] ?? []
      const before = drawn[col] ?? []
      litCells(cells, c, col, rows, tick, glyphCount)
      if (!whole && sameCells(cells, before)) return
      context.globalAlpha = 1
      clear(context, col, before)
      draw(context, col, c, cells)
      drawn[col] = cells
      spare[col] = before
    })
  }
}
