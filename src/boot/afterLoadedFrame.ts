import { afterFirstPaint } from './afterFirstPaint'

/**
 * Calls `callback` once, when the page has loaded (its fonts and the pictures it shows
 * at once) and the frame that shows them has been painted: after the page's largest paint, as far
 * as the page can tell. A hidden page paints nothing: there it is called once the page has loaded.
 */
export function afterLoadedFrame(callback: () => void): void {
  const loaded = () =>
    afterFirstPaint(() => {
      if (document.visibilityState === 'hidden') callback()
      // The frame after the load is drawn before its animation frame's timer runs.
      else requestAnimationFrame(() => setTimeout(callback))
    })
  if (document.readyState === 'complete') loaded()
  else addEventListener('load', loaded, { once: true })
}
