import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEAD, shadeColours } from './letterPixels'
import { createRainPainter } from './paintRain2D'
import type { Context2D } from './paintRain2D'
import { column, glyphIndex, headRow } from './rainMath'

const CELL = 24
const GLYPHS = 10
const BLACK = shadeColours()[0] ?? 0

/** The atlas's coverage at (x, y): a pattern with every value, so each letter's pixels differ. */
const coverageAt = (x: number, y: number) => (x * 7 + y * 13) % 256

/** A glyph atlas whose context gives `coverageAt` as its alpha channel. */
class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      getImageData: (x: number, y: number, w: number, h: number) => {
        const data = new Uint8ClampedArray(w * h * 4)
        for (let i = 0; i < w * h; i++) data[i * 4 + 3] = coverageAt(x + (i % w), y + Math.floor(i / w))
        return { width: w, height: h, data }
      },
    }
  }
}

beforeEach(() => vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas))
afterEach(() => vi.unstubAllGlobals())

const atlas = () => new OffscreenCanvas(CELL * GLYPHS, CELL)

/** A canvas's pixels, as opaque RGBA words, and how many of them each paint puts. */
function pixelContext(width: number, height: number) {
  const pixels = new Uint32Array(width * height)
  const counts = { put: 0 }
  const context = {
    fillStyle: '',
    fillRect(x: number, y: number, w: number, h: number) {
      for (let row = y; row < Math.min(y + h, height); row++) pixels.fill(BLACK, row * width + x, row * width + Math.min(x + w, width))
    },
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    putImageData(image: ImageData, dx: number, dy: number, sx: number, sy: number, sw: number, sh: number) {
      const source = new Uint32Array(image.data.buffer)
      for (let y = sy; y < sy + sh; y++) {
        for (let x = sx; x < sx + sw; x++) {
          if (dx + x >= width || dy + y >= height) continue
          pixels[(dy + y) * width + dx + x] = source[y * image.width + x] ?? 0
          counts.put++
        }
      }
    },
  }
  return { context: context as unknown as Context2D, pixels, counts }
}

/** How many pixels two canvases differ in. */
const differing = (a: Uint32Array, b: Uint32Array) => a.reduce((count, pixel, i) => count + (pixel === b[i] ? 0 : 1), 0)

const WIDTH = 1920
const HEIGHT = 1080

describe('the 2D rain painter', () => {
  it('draws, tick after tick, exactly what a fresh painter draws at the last tick', () => {
    const running = pixelContext(WIDTH, HEIGHT)
    const incremental = createRainPainter(atlas(), GLYPHS, CELL)
    for (let tick = 100; tick <= 160; tick++) incremental(running.context, WIDTH, HEIGHT, tick)

    const once = pixelContext(WIDTH, HEIGHT)
    createRainPainter(atlas(), GLYPHS, CELL)(once.context, WIDTH, HEIGHT, 160)
    expect(differing(running.pixels, once.pixels)).toBe(0)
    expect(once.pixels.filter((pixel) => pixel !== BLACK).length, 'letters are drawn').toBeGreaterThan(100 * CELL)
  })

  it('draws a head as its letter in the head colour, pixel for pixel from the atlas', () => {
    const canvas = pixelContext(WIDTH, HEIGHT)
    const tick = 500
    createRainPainter(atlas(), GLYPHS, CELL)(canvas.context, WIDTH, HEIGHT, tick)
    const colours = shadeColours()
    const heads = Array.from({ length: WIDTH / CELL }, (_, col) => ({ col, row: headRow(column(col), tick) })).filter(({ row }) => row < HEIGHT / CELL)
    expect(heads.length, 'heads on screen').toBeGreaterThan(10)
    for (const { col, row } of heads) {
      const glyph = glyphIndex(col, row, tick, GLYPHS)
      for (const [px, py] of [[0, 0], [5, 11], [CELL - 1, CELL - 1]] as const) {
        const want = colours[HEAD * 256 + coverageAt(glyph * CELL + px, py)]
        expect(canvas.pixels[(row * CELL + py) * WIDTH + col * CELL + px], `column ${col}, row ${row}`).toBe(want)
      }
    }
  })

  /** How many pixels each paint of one painter put, given each paint's size and tick. */
  function pixelsPerPaint(...paints: [width: number, height: number, tick: number][]) {
    const paint = createRainPainter(atlas(), GLYPHS, CELL)
    const canvas = pixelContext(WIDTH, HEIGHT + CELL)
    return paints.map(([width, height, tick]) => {
      canvas.counts.put = 0
      paint(canvas.context, width, height, tick)
      return canvas.counts.put
    })
  }

  it('touches only the cells that changed since the last tick', () => {
    const [first = 0, next, again] = pixelsPerPaint([WIDTH, HEIGHT, 500], [WIDTH, HEIGHT, 501], [WIDTH, HEIGHT, 501])
    expect(next).toBeGreaterThan(0)
    expect(next, 'pixels put on the next tick').toBeLessThan(first / 2)
    expect(again, 'the same tick again').toBe(0)
  })

  it('paints everything again when the size changes', () => {
    const [first = 0, resized] = pixelsPerPaint([WIDTH, HEIGHT, 500], [WIDTH, HEIGHT + CELL, 500])
    expect(resized).toBeGreaterThanOrEqual(first)
  })

  it('leaves no fringe where a cell is not a whole number of pixels', () => {
    const cell = 17.6 // 1.1 device pixels per CSS pixel
    const running = pixelContext(WIDTH, HEIGHT)
    const paint = createRainPainter(new OffscreenCanvas(18 * GLYPHS, 18), GLYPHS, cell)
    for (let tick = 100; tick <= 130; tick++) paint(running.context, WIDTH, HEIGHT, tick)
    const once = pixelContext(WIDTH, HEIGHT)
    createRainPainter(new OffscreenCanvas(18 * GLYPHS, 18), GLYPHS, cell)(once.context, WIDTH, HEIGHT, 130)
    expect(differing(running.pixels, once.pixels)).toBe(0)
  })
})
