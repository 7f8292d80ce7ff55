// The few Chrome DevTools Protocol calls the bench reads the renderer with.

/** @typedef {import('@playwright/test').CDPSession} CDPSession */

/**
 * Performance.getMetrics as a record: TaskDuration, ScriptDuration (seconds), JSHeapUsedSize
 * (bytes), Timestamp (seconds), … Performance.enable must have been sent.
 * @param {CDPSession} cdp
 * @returns {Promise<Record<string, number>>}
 */
export async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]))
}

/**
 * The JS heap in use (JSHeapUsedSize) after a full garbage collection, in bytes.
 * @param {CDPSession} cdp
 */
export async function heapAfterGc(cdp) {
  await cdp.send('Performance.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  return (await metrics(cdp)).JSHeapUsedSize ?? NaN
}
