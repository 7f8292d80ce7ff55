/**
 * Calls `callback` once, when the browser has shown the page's first contentful paint (its
 * `first-contentful-paint` entry, stamped when the frame is presented rather than drawn). A page
 * that is hidden, or hides before it paints, shows nothing: there it is called at once, as it is
 * where the browser has no paint timing. Only for a page with content to paint.
 */
export function afterFirstPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    callback()
    return
  }
  const done = () => {
    observer.disconnect()
    document.removeEventListener('visibilitychange', done)
    callback()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) done()
  })
  observer.observe({ type: 'paint', buffered: true })
  document.addEventListener('visibilitychange', done)
}
