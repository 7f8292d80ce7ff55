import { atlasCoverage, SHADES, shadeColours, shadeOf } from './letterPixels'
import { cellSeed, column, glyphOfSeed, headRow } from './rainMath'
import type { Column } from './rainMath'

/** A 2D context on either kind of canvas: the page's (main-thread fallback) or a worker's. */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/**
 * The 2D twin of the GPU shader: the same rainMath, written pixel by pixel. Only what changed since
 * the last paint is touched: a column whose lit cells (rows, letters) are the same as before is
 * skipped; in a changed one, each run of cells whose letter or shade changed is written into a strip
 * one column wide and put on the canvas at once (`putImageData`), a cell gone dark as black. A
 * letter's pixel is its tint × its coverage in the glyph atlas × its opacity (`letterPixels.ts`), an
 * opaque colour: no blending, no drawing of images, no recording for the canvas to play back. Cells
 * are snapped to whole pixels, so no cell leaves a fringe on its neighbour.
 */
export function createRainPainter(atlas: OffscreenCanvas, glyphCount: number, cellPx: number) {
  const coverage = atlasCoverage(atlas)
  const colours = shadeColours()
  const source = atlas.height
  const atlasWidth = atlas.width
  let columns: Column[] = []
  // Per column, each row's seed (which letters it shows, and when it changes them).
  let seeds: Uint32Array[] = []
  // Per column, its lit cells as last painted: (row, glyph, distance) triples from the head along its
  // trail, `counts` numbers of them; written over in place each tick, so a tick allocates nothing.
  let lit: Int32Array[] = []
  let counts = new Int32Array(0)
  // Per column, what each row shows: 0 for black, else glyph × SHADES + shade.
  let shown: Int32Array[] = []
  // What each row of the column being painted should show.
  let wanted = new Int32Array(0)
  // One column's pixels, written run by run and put on the canvas.
  let strip: ImageData | undefined
  let stripPixels = new Uint32Array(0)
  let painted = { width: 0, height: 0 }

  const edge = (index: number) => Math.round(index * cellPx)

  /** Writes column `col`'s lit cells at `tick` over those last painted; true if any differs. */
  function updateLitCells(col: number, c: Column, rows: number, tick: number): boolean {
    const cells = lit[col] ?? new Int32Array(0)
    const seed = seeds[col] ?? new Uint32Array(0)
    const head = headRow(c, tick)
    let count = 0
    let changed = false
    for (let distance = 0; distance < c.trail; distance++) {
      // Every row this far behind a head: one per period down the screen.
      for (let row = (head - distance + c.period) % c.period; row < rows; row += c.period) {
        const glyph = glyphOfSeed(seed[row] ?? 0, tick, glyphCount)
        if (cells[count] !== row || cells[count + 1] !== glyph || cells[count + 2] !== distance) {
          changed = true
          cells[count] = row
          cells[count + 1] = glyph
          cells[count + 2] = distance
        }
        count += 3
      }
    }
    changed ||= count !== counts[col]
    counts[col] = count
    return changed
  }

  /** Writes rows [from, to) of a column `w` pixels wide into the strip, as `wanted` says. */
  function writeRows(from: number, to: number, w: number) {
    const stride = strip?.width ?? 0
    for (let row = from; row < to; row++) {
      const want = wanted[row] ?? 0
      const glyph = Math.floor(want / SHADES)
      const shade = want % SHADES
      const y = edge(row)
      const h = edge(row + 1) - y
      for (let py = 0; py < h; py++) {
        let out = (y + py) * stride
        let inAt = py * atlasWidth + glyph * source
        for (let px = 0; px < w; px++) stripPixels[out++] = colours[shade * 256 + (coverage[inAt++] ?? 0)] ?? 0
      }
    }
  }

  function paintColumn(context: Context2D, col: number, trail: number) {
    const rows = shown[col] ?? new Int32Array(0)
    const cells = lit[col] ?? new Int32Array(0)
    wanted.fill(0)
    for (let i = 0; i < (counts[col] ?? 0); i += 3) {
      const shade = shadeOf(cells[i + 2] ?? 0, trail)
      if (shade !== 0) wanted[cells[i] ?? 0] = (cells[i + 1] ?? 0) * SHADES + shade
    }
    const x = edge(col)
    const w = edge(col + 1) - x
    let run = -1
    for (let row = 0; row <= rows.length; row++) {
      const changed = row < rows.length && rows[row] !== wanted[row]
      if (changed && run < 0) run = row
      if (changed || run < 0) continue
      writeRows(run, row, w)
      const y = edge(run)
      if (strip) context.putImageData(strip, x, 0, 0, y, w, edge(row) - y)
      run = -1
    }
    rows.set(wanted)
  }

  /** Paints the rain at `tick` on a `width`×`height` canvas, all of it when the size changed. */
  return function paint(context: Context2D, width: number, height: number, tick: number) {
    const cols = Math.ceil(width / cellPx)
    const rows = Math.ceil(height / cellPx)
    const whole = painted.width !== width || painted.height !== height
    if (columns.length !== cols) columns = Array.from({ length: cols }, (_, col) => column(col))
    if (whole) {
      context.fillStyle = '#000'
      context.fillRect(0, 0, width, height)
      seeds = columns.map((_, col) => Uint32Array.from({ length: rows }, (_, row) => cellSeed(col, row)))
      // A head's trail crosses a row once per period down the screen, or not at all.
      lit = columns.map((c) => new Int32Array(c.trail * Math.ceil(rows / c.period) * 3))
      counts = new Int32Array(cols)
      shown = columns.map(() => new Int32Array(rows))
      wanted = new Int32Array(rows)
      strip = context.createImageData(Math.ceil(cellPx), edge(rows))
      stripPixels = new Uint32Array(strip.data.buffer)
      painted = { width, height }
    }
    columns.forEach((c, col) => {
      if (updateLitCells(col, c, rows, tick) || whole) paintColumn(context, col, c.trail)
    })
  }
}
