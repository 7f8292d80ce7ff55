import type { RainPath } from './rainMessages'

/** How long the 2D rain stands in after the GPU's context was lost before the GPU rain is tried again. */
const RECOVERY_DELAY_MS = 1000
/** Tries per visit: a GPU that keeps failing leaves the 2D rain for good. */
const MAX_RECOVERIES = 3

/**
 * The way back to the GPU rain after a lost context (a GPU-process crash, a driver reset): `retry`
 * hands the worker a fresh canvas after a delay, again if that try came back with the 2D rain, at most
 * `attempts` times in all. The lost context itself is never restored (see rain.worker.ts).
 */
export function createRecovery(retry: () => void, delayMs = RECOVERY_DELAY_MS, attempts = MAX_RECOVERIES) {
  let left = attempts
  let timer: ReturnType<typeof setTimeout> | undefined

  function later() {
    clearTimeout(timer)
    if (left === 0) return
    left--
    timer = setTimeout(retry, delayMs)
  }

  return {
    /** The GPU rain's context was lost (the 2D rain is already on its way). */
    lost: later,
    /** A try came back showing `path`: done if it is the GPU rain, otherwise try again later. */
    tried(path: RainPath) {
      if (path === '2d') later()
    },
    stop() {
      clearTimeout(timer)
    },
  }
}
