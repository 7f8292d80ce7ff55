import type { WakeScheduler } from './ticker'

/**
 * A timer for each tick, not animation frames: the rain draws once per tick, so its thread (the
 * rain's worker, or the page for the main-thread fallback) is woken 30 times a second instead of
 * asked for 60 or more frames.
 */
export const tickTimers: WakeScheduler = {
  request: (callback, dueInMs) => setTimeout(() => callback(performance.now()), dueInMs) as unknown as number,
  cancel: (handle) => clearTimeout(handle),
}
