import { createElement, useEffect, useSyncExternalStore } from 'react'
import type { RouteComponentProps } from 'wouter'
import { reloadOnce } from './reloadOnce'
import { loadScreenCode, type ScreenKind, screenCodeNow, subscribeToScreenCode } from './screenCode'

/**
 * The screen of a route, once its code is here (src/routes/screenCode.ts). The app starts, and a link
 * navigates, once it is, so the screen renders at once; only history can lead back to a kind of screen
 * this visit never fetched, which then shows once its code arrives. Should that code be gone (the site
 * was deployed again since the page loaded), the page is loaded anew, with the code of the day.
 */
export function Screen({ kind, params }: RouteComponentProps & { kind: ScreenKind }) {
  const Code = useSyncExternalStore(subscribeToScreenCode, () => screenCodeNow(kind), () => screenCodeNow(kind))
  useEffect(() => {
    if (!Code) loadScreenCode(kind).catch(reloadOnce)
  }, [Code, kind])
  // One component for each kind of screen, the same each time (src/routes/screenCode.ts): never remounted by this render.
  return Code ? createElement(Code, { params }) : null
}
