let settle = () => {}

/**
 * Settles once the background has asked for the rain's worker, or it will not: reduced motion, no
 * canvas a worker can draw on, or the background's code lost or throwing (src/App.tsx). What waits for
 * the idle page waits for this too, so the rain's code is always asked for first
 * (src/hooks/usePageIdle.ts).
 */
export const rainStarted = new Promise<void>((resolve) => (settle = resolve))

export const markRainStarted = () => settle()
