/**
 * Calls `callback` once the page has loaded and the main thread has been idle, so the background's
 * code never competes with the first paint or the page becoming interactive; what can wait longer
 * than the background waits for the rain to start first (src/hooks/usePageIdle.ts). Returns a cancel.
 */
export function whenPageIdle(callback: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const afterLoad = () => {
    if ('requestIdleCallback' in window) idle = requestIdleCallback(callback, { timeout: 2000 })
    else timer = setTimeout(callback, 200) // Safari has no requestIdleCallback
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    if (idle !== undefined) cancelIdleCallback(idle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
