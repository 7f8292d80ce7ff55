import { column, glyphIndex, headRow, trailBrightness } from './rainMath'
import type { Column } from './rainMath'
import { HEAD_INTENSITY, HEAD_RGB, TRAIL_INTENSITY, TRAIL_RGB } from './rainConfig'

function tinted(atlas: OffscreenCanvas, rgb: readonly number[]): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = atlas.width
  canvas.height = atlas.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas context to tint the glyph atlas')
  context.drawImage(atlas, 0, 0)
  context.globalCompositeOperation = 'source-in'
  context.fillStyle = `rgb(${rgb.join(' ')})`
  context.fillRect(0, 0, canvas.width, canvas.height)
  return canvas
}

/**
 * The 2D twin of shaders/rain.frag: the same rainMath, drawn cell by cell. Only lit cells are
 * visited (each column's trail), and a letter drawn at opacity b over black gives the shader's
 * colour × b.
 */
export function createRainPainter(atlas: OffscreenCanvas, glyphCount: number, cellPx: number) {
  const trailGlyphs = tinted(atlas, TRAIL_RGB)
  const headGlyphs = tinted(atlas, HEAD_RGB)
  const source = atlas.height
  let columns: Column[] = []

  return function paint(context: CanvasRenderingContext2D, width: number, height: number, tick: number) {
    const cols = Math.ceil(width / cellPx)
    const rows = Math.ceil(height / cellPx)
    if (columns.length !== cols) columns = Array.from({ length: cols }, (_, col) => column(col))

    context.globalAlpha = 1
    context.fillStyle = '#000'
    context.fillRect(0, 0, width, height)
    columns.forEach((c, col) => {
      const head = headRow(c, tick)
      for (let distance = 0; distance < c.trail; distance++) {
        const isHead = distance === 0
        context.globalAlpha = isHead ? HEAD_INTENSITY : TRAIL_INTENSITY * trailBrightness(distance, c.trail)
        // Every row this far behind a head: one per period down the screen.
        for (let row = (head - distance + c.period) % c.period; row < rows; row += c.period) {
          const glyph = glyphIndex(col, row, tick, glyphCount)
          const x = col * cellPx
          const y = row * cellPx
          context.drawImage(isHead ? headGlyphs : trailGlyphs, glyph * source, 0, source, source, x, y, cellPx, cellPx)
        }
      }
    })
  }
}
