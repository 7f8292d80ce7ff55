import { GLYPH_FONT_FAMILY, GLYPH_SIZE } from './rainConfig'

function fontFor(cellSize: number): string {
  return `${Math.round(cellSize * GLYPH_SIZE)}px ${GLYPH_FONT_FAMILY}`
}

/** Side of one atlas cell in pixels: whole pixels, so letters never straddle two cells. */
function atlasCellSize(cellPx: number): number {
  return Math.ceil(cellPx)
}

/** Waits for the site's monospace face in `fonts`, so the atlas is not drawn in a stand-in font. */
async function loadGlyphFont(fonts: FontFaceSet, glyphs: readonly string[], cellPx: number): Promise<void> {
  try {
    await fonts.load(fontFor(atlasCellSize(cellPx)), glyphs.join(''))
  } catch {
    // An unloadable font still leaves the fallback faces of GLYPH_FONT_FAMILY: draw with those.
  }
}

/**
 * One row of white letters on transparent, one square cell each, drawn once at the render scale
 * so the letters are sharp on screen; the GPU samples it as a texture, the 2D rain reads its coverage.
 * An OffscreenCanvas, so the rain's worker draws it as the page does.
 */
function drawGlyphAtlas(glyphs: readonly string[], cellPx: number): OffscreenCanvas {
  const size = atlasCellSize(cellPx)
  const canvas = new OffscreenCanvas(size * glyphs.length, size)
  // Kept in memory, not on the GPU: a GPU-process crash leaves it whole for the 2D rain.
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas context for the glyph atlas')
  context.font = fontFor(size)
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.fillStyle = '#fff'
  glyphs.forEach((glyph, i) => context.fillText(glyph, i * size + size / 2, size / 2))
  return canvas
}

/** The glyph atlas, drawn once the site's monospace face in `fonts` (the page's or a worker's) has loaded. */
export async function loadGlyphAtlas(fonts: FontFaceSet, glyphs: readonly string[], cellPx: number): Promise<OffscreenCanvas> {
  await loadGlyphFont(fonts, glyphs, cellPx)
  return drawGlyphAtlas(glyphs, cellPx)
}
