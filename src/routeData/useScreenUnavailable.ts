import { useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { routeDataFailed, subscribeToRouteData } from './cache'

/**
 * Whether the screen at the address shown cannot be shown: its data was asked for and could not be
 * had (offline, a file gone since the page loaded). A click never leads there (src/routeData/waitForData.ts
 * lets the browser load the page instead); a page 404.html renders, or history back past a reload to
 * a screen the page before it showed, can.
 */
export function useScreenUnavailable(): boolean {
  const [location] = useLocation()
  const failed = () => routeDataFailed(location)
  return useSyncExternalStore(subscribeToRouteData, failed, failed)
}
