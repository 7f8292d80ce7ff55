import { describe, expect, it } from 'vitest'
import { createTicker } from './ticker'
import type { WakeScheduler } from './ticker'
import { createTickStore } from './tickStore'

/** Wake-ups delivered by hand: `wake(time)` runs the pending callback at that time. */
function manualWakes() {
  let pending: ((time: number) => void) | undefined
  let dueIn: number | undefined
  const scheduler: WakeScheduler = {
    request(callback, dueInMs) {
      pending = callback
      dueIn = dueInMs
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
    /** The wait the ticker asked for with its last request. */
    get dueIn() {
      return dueIn
    },
    wake(time: number) {
      const callback = pending
      pending = undefined
      callback?.(time)
    },
  }
}

function setup() {
  const store = createTickStore()
  const wakes = manualWakes()
  const ticker = createTicker(store, wakes.scheduler, 33)
  return { store, wakes, ticker }
}

describe('ticker', () => {
  it('does not count before it runs', () => {
    const { store, wakes } = setup()
    expect(wakes.waiting).toBe(false)
    expect(store.getState()).toEqual({ tick: 0, running: false })
  })

  it('advances one tick per 33 ms, however often it is woken', () => {
    for (const hz of [30, 60, 75, 120, 144]) {
      const { store, wakes, ticker } = setup()
      ticker.run()
      const start = 1000
      for (let i = 0; i <= hz; i++) wakes.wake(start + (i * 1000) / hz)
      expect(store.getState().tick, `${hz} Hz`).toBe(Math.floor(1000 / 33))
    }
  })

  it('does not drift over many uneven wake-ups', () => {
    const { store, wakes, ticker } = setup()
    ticker.run()
    let time = 500
    wakes.wake(time)
    // An hour of wake-ups 7–25 ms apart, deterministic jitter.
    for (let i = 0; time < 500 + 3_600_000; i++) {
      time += 7 + ((i * 7919) % 19)
      wakes.wake(time)
    }
    expect(store.getState().tick).toBe(Math.floor((time - 500) / 33))
  })

  it('halts, counts nothing while halted, and resumes from the same tick', () => {
    const { store, wakes, ticker } = setup()
    ticker.run()
    expect(store.getState().running).toBe(true)
    wakes.wake(0)
    wakes.wake(100) // 3 ticks and 1 ms into the fourth
    expect(store.getState().tick).toBe(3)

    ticker.halt()
    expect(store.getState()).toEqual({ tick: 3, running: false })
    expect(wakes.waiting).toBe(false)

    ticker.run()
    wakes.wake(60_000) // a minute later: picks up where it was
    expect(store.getState().tick).toBe(3)
    wakes.wake(60_000 + 32) // 1 ms already spent + 32 ms completes the fourth tick
    expect(store.getState().tick).toBe(4)
  })

  it('asks to be woken when the next tick is due', () => {
    const { wakes, ticker } = setup()
    ticker.run()
    expect(wakes.dueIn).toBe(0)
    wakes.wake(1000)
    expect(wakes.dueIn).toBe(33)
    wakes.wake(1010)
    expect(wakes.dueIn).toBe(23)
    wakes.wake(1040) // tick 1, 7 ms into it
    expect(wakes.dueIn).toBe(26)
  })

  it('ignores a second run or halt', () => {
    const { store, wakes, ticker } = setup()
    ticker.run()
    ticker.run()
    wakes.wake(0)
    wakes.wake(66)
    expect(store.getState().tick).toBe(2)
    ticker.halt()
    ticker.halt()
    expect(store.getState()).toEqual({ tick: 2, running: false })
  })
})
