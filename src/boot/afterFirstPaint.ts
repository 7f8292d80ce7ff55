/**
 * Calls `callback` once, when the browser has shown the page's first contentful paint (its
 * `first-contentful-paint` entry, stamped when the frame is presented rather than drawn). A page
 * that is hidden, or hides before it paints, shows nothing, and an empty one has nothing
 * contentful: there it is called at once, as it is where the browser has no paint timing.
 */
export function afterFirstPaint(callback: () => void): void {
  const root = document.getElementById('root')
  if (document.visibilityState === 'hidden' || !root?.firstElementChild || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
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
