let settle = () => {}

/**
 * Settles once the rain's worker has its code, or the background knows there will be none: reduced
 * motion, no canvas a worker can draw on, or the background's code lost or throwing (src/App.tsx).
 * What waits for the idle page waits for this too, so the rain's code is always asked for first
 * (src/hooks/usePageIdle.ts).
 */
export const rainStarted = new Promise<void>((resolve) => (settle = resolve))

export const markRainStarted = () => settle()

/**
 * Settles `rainStarted` once the rain's worker has its code: its first message, or its failure to
 * load. Creating a worker only asks for its script in a task of its own, after which the page may
 * already be idle again.
 */
export function markRainStartedOnceLoaded(worker: Worker) {
  worker.addEventListener('message', markRainStarted, { once: true })
  worker.addEventListener('error', markRainStarted, { once: true })
}
