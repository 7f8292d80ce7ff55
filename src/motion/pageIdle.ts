/**
 * Calls `callback` once the page has loaded and the main thread has been idle `periods` times (one
 * by default), so the background's code never competes with the first paint or the page becoming
 * interactive; what can wait longer than the background asks for two, which leaves the rain's worker
 * a whole idle period to ask for its code first. Returns a cancel.
 */
export function whenPageIdle(callback: () => void, periods = 1): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const nextIdle = (left: number) => {
    const then = () => (left > 1 ? nextIdle(left - 1) : callback())
    if ('requestIdleCallback' in window) idle = requestIdleCallback(then, { timeout: 2000 })
    else timer = setTimeout(then, 200) // Safari has no requestIdleCallback
  }
  const afterLoad = () => nextIdle(periods)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    if (idle !== undefined) cancelIdleCallback(idle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
