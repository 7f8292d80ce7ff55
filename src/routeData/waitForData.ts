import type { AroundNavHandler } from 'wouter'
import { loadRouteData, routeDataNow, routePath } from './cache'

/** The navigation asked for last: one asked for earlier whose data arrives later is dropped. */
let latest = 0

/**
 * The router's navigations (its `aroundNav`) happen once the new screen's data is here, so the
 * screen renders whole at once: no loading state, nothing moving. Data a link prefetched is already
 * here, and the change is immediate. When two are asked for before their data is here, the last
 * one wins, as with links between pages. Data that cannot be had (offline, a file gone since the
 * page loaded) leaves the address to the browser: it loads the page whole, or says it is offline.
 */
export const waitForData: AroundNavHandler = (navigate, to, options) => {
  const asked = ++latest
  const path = routePath(to)
  const loaded = loadRouteData(path)
  if (loaded === undefined || routeDataNow(path) !== undefined) {
    navigate(to, options)
    return
  }
  void loaded.then(
    () => {
      if (asked === latest) navigate(to, options)
    },
    () => {
      if (asked === latest) loadWhole(to, options?.replace)
    },
  )
}

/** The page at `to` loaded by the browser, in place of this entry of the history or after it. */
function loadWhole(to: string, replace = false) {
  if (replace) location.replace(to)
  else location.assign(to)
}
