import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRainPainter } from './paintRain2D'
import type { Context2D } from './paintRain2D'

/**
 * A 2D context that keeps, per pixel rectangle, what was last put there: black, or a tile (a letter
 * at some opacity, on black). The painter snaps cells to whole pixels, so its rectangles never
 * partly overlap and this is what the canvas would show.
 */
function recordingContext() {
  const cells = new Map<string, string>()
  const calls = { fillRect: 0, drawImage: 0 }
  const context = {
    fillStyle: '',
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
    fillRect(x: number, y: number, w: number, h: number) {
      calls.fillRect++
      if (w > 40 || h > 40) {
        for (const key of [...cells.keys()]) cells.set(key, 'black') // a clear of the whole canvas
      }
      cells.set(`${x},${y},${w},${h}`, 'black')
    },
    drawImage(source: { id: number }, sx: number, sy: number, _sw: number, _sh: number, x: number, y: number, w: number, h: number) {
      if (arguments.length < 9) return // the atlas copied into its tiles
      calls.drawImage++
      cells.set(`${x},${y},${w},${h}`, `${source.id}:${sx}:${sy}:${this.globalAlpha}`)
    },
  }
  const lit = () => new Map([...cells].filter(([, value]) => value !== 'black'))
  return { context: context as unknown as Context2D, calls, lit }
}

let canvases = 0
class FakeOffscreenCanvas {
  readonly id = canvases++
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return recordingContext().context
  }
}

beforeEach(() => vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas))
afterEach(() => vi.unstubAllGlobals())

const atlas = () => new FakeOffscreenCanvas(24 * 10, 24) as unknown as OffscreenCanvas
const WIDTH = 1920
const HEIGHT = 1080

describe('the 2D rain painter', () => {
  it('draws, tick after tick, exactly what a fresh painter draws at the last tick', () => {
    const sharedAtlas = atlas()
    const incremental = createRainPainter(sharedAtlas, 10, 24)
    const running = recordingContext()
    for (let tick = 100; tick <= 160; tick++) incremental(running.context, WIDTH, HEIGHT, tick)

    const fresh = createRainPainter(sharedAtlas, 10, 24)
    const once = recordingContext()
    fresh(once.context, WIDTH, HEIGHT, 160)
    // Each painter has tiles of its own: compare letters, opacities and positions only.
    const shape = (cells: Map<string, string>) => [...cells].map(([rect, value]) => `${rect}=${value.split(':').slice(1).join(':')}`).sort()
    expect(shape(running.lit())).toEqual(shape(once.lit()))
    expect(once.lit().size, 'letters are drawn').toBeGreaterThan(100)
  })

  /** How many letters each paint of one painter drew, given each paint's size and tick. */
  function lettersPerPaint(...paints: [width: number, height: number, tick: number][]) {
    const paint = createRainPainter(atlas(), 10, 24)
    const recorder = recordingContext()
    return paints.map(([width, height, tick]) => {
      recorder.calls.drawImage = 0
      paint(recorder.context, width, height, tick)
      return recorder.calls.drawImage
    })
  }

  it('touches only the columns that changed since the last tick', () => {
    const [first = 0, next, again] = lettersPerPaint([WIDTH, HEIGHT, 500], [WIDTH, HEIGHT, 501], [WIDTH, HEIGHT, 501])
    expect(next).toBeGreaterThan(0)
    expect(next, 'letters redrawn on the next tick').toBeLessThan(first / 2)
    expect(again, 'the same tick again').toBe(0)
  })

  it('clears only the cells that went dark: a letter drawn again replaces its cell', () => {
    const paint = createRainPainter(atlas(), 10, 24)
    const recorder = recordingContext()
    paint(recorder.context, WIDTH, HEIGHT, 500)
    const before = new Map(recorder.lit())
    recorder.calls.fillRect = 0
    paint(recorder.context, WIDTH, HEIGHT, 501)
    const dark = [...before.keys()].filter((rect) => !recorder.lit().has(rect))
    expect(recorder.calls.drawImage).toBeGreaterThan(0)
    expect(recorder.calls.fillRect).toBe(dark.length)
  })

  it('draws every letter opaque, on its own black cell', () => {
    const paint = createRainPainter(atlas(), 10, 24)
    const recorder = recordingContext()
    paint(recorder.context, WIDTH, HEIGHT, 500)
    expect(new Set([...recorder.lit().values()].map((value) => value.split(':')[3]))).toEqual(new Set(['1']))
  })

  it('paints everything again when the size changes', () => {
    const [first = 0, resized] = lettersPerPaint([WIDTH, HEIGHT, 500], [WIDTH, HEIGHT + 24, 500])
    expect(resized).toBeGreaterThanOrEqual(first)
  })
})
