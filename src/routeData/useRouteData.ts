import { useEffect, useSyncExternalStore } from 'react'
import { loadRouteData, routeDataNow, subscribeToRouteData } from './cache'

/**
 * The data of the screen at `path`: null when there is no such screen, undefined while it is on its
 * way. Navigations wait for it (src/routeData/waitForData.ts) and the first render finds it in place,
 * so a screen meets undefined only when history leads back to a screen this visit never loaded; data
 * that cannot be had stays undefined, and the app shows why in the screen's place
 * (src/routeData/useScreenUnavailable.ts).
 */
export function useRouteData<T>(path: string): T | null | undefined {
  const data = useSyncExternalStore(subscribeToRouteData, () => routeDataNow(path), () => routeDataNow(path))
  useEffect(() => void loadRouteData(path), [path])
  return data as T | null | undefined
}
