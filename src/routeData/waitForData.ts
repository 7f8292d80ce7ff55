import type { AroundNavHandler } from 'wouter'
import { loadRouteData, routeDataNow, routePath } from './cache'

/**
 * The router's navigations (its `aroundNav`) happen once the new screen's data is here, so the
 * screen renders whole at once: no loading state, nothing moving. Data a link prefetched is already
 * here, and the change is immediate; a failed load navigates anyway, to the screen's own handling.
 */
export const waitForData: AroundNavHandler = (navigate, to, options) => {
  const path = routePath(String(to))
  const loaded = loadRouteData(path)
  if (loaded === undefined || routeDataNow(path) !== undefined) navigate(to, options)
  else void loaded.then(() => navigate(to, options), () => navigate(to, options))
}
