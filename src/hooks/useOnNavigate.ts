import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useLocationProperty } from 'wouter/use-browser-location'
import { hashTarget, navigationKind, type NavigationKind } from '../lib/navigation'

export interface Navigation {
  kind: NavigationKind
  /** The id the hash points at; '' when there is none. */
  target: string
}

const currentHash = () => window.location.hash
const noHash = () => ''

/**
 * Calls `onNavigate` once the screen for a new address has rendered: on the first load, on every
 * link, back and forward, and when only the hash changes. `onNavigate` should be a stable function.
 */
export function useOnNavigate(onNavigate: (navigation: Navigation) => void) {
  const [pathname] = useLocation()
  const hash = useLocationProperty(currentHash, noHash)
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    const kind = navigationKind(lastPath.current, pathname)
    lastPath.current = pathname
    onNavigate({ kind, target: hashTarget(hash) })
  }, [pathname, hash, onNavigate])
}
