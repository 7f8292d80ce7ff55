import { loadRouteData, routePath } from './cache'

/** Loads the data of the screen a link of this site opens; other links (other sites, files) are left alone. */
function prefetch(link: Element | null) {
  if (link instanceof HTMLAnchorElement && link.origin === location.origin) loadRouteData(routePath(link.pathname), { linked: true })
}

const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null)
const onIntent = (event: Event) => prefetch(linkOf(event))
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Starts loading a screen's data when the visitor shows they may open it: a pointer over its link,
 * focus on it, a touch. A click then navigates without waiting. Returns the stop.
 */
export function prefetchOnIntent(): () => void {
  for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true })
  return () => {
    for (const type of INTENTS) document.removeEventListener(type, onIntent)
  }
}

let seen: IntersectionObserver | undefined

/**
 * Loads the data of every screen whose link is on screen, or about to be (200 px ahead), in the
 * `<main>` of the screen just shown: each link once, as it comes into view.
 */
export function prefetchLinksInView() {
  seen?.disconnect()
  seen = new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        prefetch(entry.target)
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '200px' },
  )
  for (const link of document.querySelectorAll('main a[href]')) seen.observe(link)
}
