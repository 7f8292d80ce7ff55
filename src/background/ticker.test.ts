import { describe, expect, it } from 'vitest'
import { createTicker } from './ticker'
import type { FrameScheduler } from './ticker'
import { createTickStore } from './tickStore'

/** Frames delivered by hand: `frame(time)` runs the pending callback at that time. */
function manualFrames() {
  let pending: ((time: number) => void) | undefined
  const scheduler: FrameScheduler = {
    request(callback) {
      pending = callback
      return 1
    },
    cancel() {
      pending = undefined
    },
  }
  return {
    scheduler,
    get waiting() {
      return pending !== undefined
    },
    frame(time: number) {
      const callback = pending
      pending = undefined
      callback?.(time)
    },
  }
}

function setup() {
  const store = createTickStore()
  const frames = manualFrames()
  const ticker = createTicker(store, frames.scheduler, 33)
  return { store, frames, ticker }
}

describe('ticker', () => {
  it('does not count before it runs', () => {
    const { store, frames } = setup()
    expect(frames.waiting).toBe(false)
    expect(store.getState()).toEqual({ tick: 0, running: false })
  })

  it('advances one tick per 33 ms, whatever the display rate', () => {
    for (const hz of [30, 60, 75, 120, 144]) {
      const { store, frames, ticker } = setup()
      ticker.run()
      const start = 1000
      for (let i = 0; i <= hz; i++) frames.frame(start + (i * 1000) / hz)
      expect(store.getState().tick, `${hz} Hz`).toBe(Math.floor(1000 / 33))
    }
  })

  it('does not drift over many uneven frames', () => {
    const { store, frames, ticker } = setup()
    ticker.run()
    let time = 500
    frames.frame(time)
    // An hour of frames 7–25 ms apart, deterministic jitter.
    for (let i = 0; time < 500 + 3_600_000; i++) {
      time += 7 + ((i * 7919) % 19)
      frames.frame(time)
    }
    expect(store.getState().tick).toBe(Math.floor((time - 500) / 33))
  })

  it('halts, counts nothing while halted, and resumes from the same tick', () => {
    const { store, frames, ticker } = setup()
    ticker.run()
    expect(store.getState().running).toBe(true)
    frames.frame(0)
    frames.frame(100) // 3 ticks and 1 ms into the fourth
    expect(store.getState().tick).toBe(3)

    ticker.halt()
    expect(store.getState()).toEqual({ tick: 3, running: false })
    expect(frames.waiting).toBe(false)

    ticker.run()
    frames.frame(60_000) // a minute later: picks up where it was
    expect(store.getState().tick).toBe(3)
    frames.frame(60_000 + 32) // 1 ms already spent + 32 ms completes the fourth tick
    expect(store.getState().tick).toBe(4)
  })

  it('ignores a second run or halt', () => {
    const { store, frames, ticker } = setup()
    ticker.run()
    ticker.run()
    frames.frame(0)
    frames.frame(66)
    expect(store.getState().tick).toBe(2)
    ticker.halt()
    ticker.halt()
    expect(store.getState()).toEqual({ tick: 2, running: false })
  })
})
