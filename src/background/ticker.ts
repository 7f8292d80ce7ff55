import { TICK_MS } from './rainConfig'
import type { TickStore } from './tickStore'

/**
 * What wakes the ticker: `request` calls back with the current time, about `dueInMs` from now, when
 * the next tick is due; injectable so tests can deliver wake-ups by hand.
 */
export interface WakeScheduler {
  request(callback: (time: number) => void, dueInMs: number): number
  cancel(handle: number): void
}

export interface Ticker {
  run(): void
  halt(): void
}

/**
 * Counts fixed steps of TICK_MS, woken when the next one is due. The tick is derived from an origin
 * time, not accumulated wake-up by wake-up, so it never drifts however late or early they come; while
 * halted no time is counted, and a run resumes from the same tick and the same point within it.
 */
export function createTicker(store: TickStore, wakes: WakeScheduler, stepMs = TICK_MS): Ticker {
  let handle: number | undefined
  let origin: number | undefined // the frame time at which tick 0 began
  let lastTime = 0
  let carried = 0 // time already spent in the current tick when halted

  function onWake(time: number) {
    const { tick } = store.getState()
    origin ??= time - tick * stepMs - carried
    lastTime = time
    const due = Math.floor((time - origin) / stepMs)
    if (due > tick) store.setState({ tick: due })
    handle = wakes.request(onWake, origin + (due + 1) * stepMs - time)
  }

  return {
    run() {
      if (handle !== undefined) return
      store.setState({ running: true })
      handle = wakes.request(onWake, 0)
    },
    halt() {
      if (handle === undefined) return
      wakes.cancel(handle)
      handle = undefined
      if (origin !== undefined) carried = lastTime - origin - store.getState().tick * stepMs
      origin = undefined
      store.setState({ running: false })
    },
  }
}
