/**
 * Loads the page anew, from the host, unless this page is itself such a reload: code this page
 * cannot fetch is code a new deployment replaced, and the new page names the new code. If the new
 * page cannot fetch it either, it stays as it is instead of reloading again and again.
 */
export function reloadOnce() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (navigation?.type !== 'reload') location.reload()
}
