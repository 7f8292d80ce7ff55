import { describe, expect, it } from 'vitest'
import {
  PERIOD_MIN,
  PERIOD_SPREAD,
  SPEED_MIN,
  SPEED_SPREAD,
  TRAIL_MIN,
  TRAIL_SPREAD,
} from './rainConfig'
import { column, distanceBehindHead, glyphIndex, hash, headRow, trailBrightness } from './rainMath'

describe('hash', () => {
  it('matches 32-bit unsigned C arithmetic, as GLSL uint computes it', () => {
    // Reference values from the same function compiled in C with uint32_t.
    expect(hash(0)).toBe(0)
    expect(hash(1)).toBe(1753845952)
    expect(hash(12345)).toBe(2435775735)
    expect(hash(0xffffffff)).toBe(1734902346)
    expect(hash((hash(7) + 3) >>> 0)).toBe(916855273)
  })

  it('stays a 32-bit unsigned integer and spreads neighbours apart', () => {
    const values = Array.from({ length: 1000 }, (_, i) => hash(i * 0x10001))
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true)
    expect(new Set(values).size).toBe(values.length)
  })
})

describe('column', () => {
  it('picks speed, trail and period within the configured ranges, phase within the period', () => {
    for (let col = 0; col < 500; col++) {
      const c = column(col)
      expect(c.speed).toBeGreaterThanOrEqual(SPEED_MIN)
      expect(c.speed).toBeLessThan(SPEED_MIN + SPEED_SPREAD)
      expect(c.trail).toBeGreaterThanOrEqual(TRAIL_MIN)
      expect(c.trail).toBeLessThan(TRAIL_MIN + TRAIL_SPREAD)
      expect(c.period).toBeGreaterThanOrEqual(PERIOD_MIN)
      expect(c.period).toBeLessThan(PERIOD_MIN + PERIOD_SPREAD)
      expect(c.period).toBeGreaterThan(c.trail)
      expect(c.phase).toBeLessThan(c.period * 16)
    }
  })

  it('gives columns different speeds and starting points', () => {
    const columns = Array.from({ length: 120 }, (_, col) => column(col))
    expect(new Set(columns.map((c) => c.speed)).size).toBe(SPEED_SPREAD)
    expect(new Set(columns.map((c) => c.phase)).size).toBeGreaterThan(100)
  })
})

describe('headRow', () => {
  it('moves down by the column speed in sixteenths of a cell per tick, wrapping at the period', () => {
    const c = { speed: 8, trail: 12, period: 80, phase: 0 }
    expect(headRow(c, 0)).toBe(0)
    expect(headRow(c, 1)).toBe(0)
    expect(headRow(c, 2)).toBe(1)
    expect(headRow(c, 20)).toBe(10)
    expect(headRow(c, 160)).toBe(0)
  })

  it('never moves up from one tick to the next, except when it wraps', () => {
    const steps = new Set<number>()
    for (let col = 0; col < 50; col++) {
      const c = column(col)
      for (let tick = 0; tick < 2000; tick++) steps.add((headRow(c, tick + 1) - headRow(c, tick) + c.period) % c.period)
    }
    expect([...steps].sort()).toEqual([0, 1])
  })
})

describe('the trail', () => {
  const c = { speed: 4, trail: 10, period: 80, phase: 0 }

  it('counts rows behind the head, wrapping around the period', () => {
    expect(distanceBehindHead(c, 20, 20)).toBe(0)
    expect(distanceBehindHead(c, 20, 15)).toBe(5)
    expect(distanceBehindHead(c, 3, 78)).toBe(5)
    expect(distanceBehindHead(c, 20, 100)).toBe(0) // one period further down the screen
    expect(distanceBehindHead(c, 20, 21)).toBe(79) // just below the head: far behind the previous one
  })

  it('is brightest at the head, fades along the trail, and is true black beyond it', () => {
    expect(trailBrightness(0, 10)).toBe(1)
    for (let d = 1; d < 10; d++) expect(trailBrightness(d, 10)).toBeLessThan(trailBrightness(d - 1, 10))
    expect(trailBrightness(9, 10)).toBeGreaterThan(0)
    expect(trailBrightness(10, 10)).toBe(0)
    expect(trailBrightness(50, 10)).toBe(0)
  })
})

describe('glyphIndex', () => {
  it('is always one of the glyphs', () => {
    const glyphs = new Set(Array.from({ length: 2000 }, (_, i) => glyphIndex(i % 97, i % 61, i * 13, 7)))
    expect([...glyphs].sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('holds a letter for a while and changes it now and then, cells out of step', () => {
    const changes = (col: number, row: number) => {
      let count = 0
      for (let tick = 1; tick <= 48 * 100; tick++) {
        if (glyphIndex(col, row, tick, 7) !== glyphIndex(col, row, tick - 1, 7)) count++
      }
      return count
    }
    // 100 chances to change; with 7 glyphs about 6 in 7 of them do.
    for (const [col, row] of [[0, 0], [5, 9], [40, 3]] as const) {
      expect(changes(col, row)).toBeGreaterThan(60)
      expect(changes(col, row)).toBeLessThanOrEqual(100)
    }
    const firstChange = (col: number) => {
      for (let tick = 1; ; tick++) if (glyphIndex(col, 0, tick, 7) !== glyphIndex(col, 0, tick - 1, 7)) return tick
    }
    expect(new Set([0, 1, 2, 3, 4, 5].map(firstChange)).size).toBeGreaterThan(1)
  })

  it('uses every glyph across the screen', () => {
    const seen = new Set<number>()
    for (let col = 0; col < 40; col++) for (let row = 0; row < 40; row++) seen.add(glyphIndex(col, row, 0, 7))
    expect(seen.size).toBe(7)
  })
})
