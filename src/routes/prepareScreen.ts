import { loadRouteData, routeDataNow } from '../routeData/cache'
import { loadScreenCode, screenAt, screenCodeNow } from './screenCode'

/**
 * Starts fetching what the screen at `path` (from the base path) renders with, its code and its
 * data, unless they are here or on their way; `linked` as for `loadRouteData`. Undefined when both
 * are here already; otherwise settles once both have: to false when the code could not be had (a
 * failed data file is the screen's own to show), true otherwise.
 */
export function prepareScreen(path: string, { linked = false } = {}): Promise<boolean> | undefined {
  const kind = screenAt(path)
  const code = kind === undefined || screenCodeNow(kind) ? undefined : loadScreenCode(kind)
  const data = loadRouteData(path, { linked })
  if (code === undefined && (data === undefined || routeDataNow(path) !== undefined)) return undefined
  const codeHere = code?.then(() => true, () => false) ?? true
  return Promise.all([codeHere, data?.catch(() => undefined)]).then(([here]) => here)
}
