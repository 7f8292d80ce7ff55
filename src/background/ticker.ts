import { TICK_MS } from './rainConfig'
import type { TickStore } from './tickStore'

/** requestAnimationFrame and its cancel, injectable so tests can drive frames by hand. */
export interface FrameScheduler {
  request(callback: (time: number) => void): number
  cancel(handle: number): void
}

export interface Ticker {
  run(): void
  halt(): void
}

/**
 * Counts fixed steps of TICK_MS on animation frames. The tick is derived from an origin time, not
 * accumulated frame by frame, so it never drifts however uneven the frames are; while halted no
 * time is counted, and a run resumes from the same tick and the same point within it.
 */
export function createTicker(store: TickStore, frames: FrameScheduler, stepMs = TICK_MS): Ticker {
  let handle: number | undefined
  let origin: number | undefined // the frame time at which tick 0 began
  let lastTime = 0
  let carried = 0 // time already spent in the current tick when halted

  function onFrame(time: number) {
    const { tick } = store.getState()
    origin ??= time - tick * stepMs - carried
    lastTime = time
    const due = Math.floor((time - origin) / stepMs)
    if (due > tick) store.setState({ tick: due })
    handle = frames.request(onFrame)
  }

  return {
    run() {
      if (handle !== undefined) return
      store.setState({ running: true })
      handle = frames.request(onFrame)
    },
    halt() {
      if (handle === undefined) return
      frames.cancel(handle)
      handle = undefined
      if (origin !== undefined) carried = lastTime - origin - store.getState().tick * stepMs
      origin = undefined
      store.setState({ running: false })
    },
  }
}
