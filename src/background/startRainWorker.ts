/** Starts the rain's worker (rain.worker.ts); DevTools shows its thread as "rain". */
export function startRainWorker(): Worker {
  return new Worker(new URL('./rain.worker.ts', import.meta.url), { type: 'module', name: 'rain' })
}
