import type { ReactNode } from 'react'
import { useHydrated } from '../hooks/useHydrated'
import { Optional } from './Optional'

/**
 * A part the page can do without that exists only with JavaScript running, shown once the page is
 * hydrated: its chunk (`React.lazy`) is fetched then, so it is not among the scripts a page runs
 * before it is interactive; nothing while it loads, and nothing if it fails to load or throws, which
 * `onFailed` is told.
 */
export function OnceHydrated({ children, onFailed }: { children: ReactNode; onFailed?: () => void }) {
  return useHydrated() ? <Optional onFailed={onFailed}>{children}</Optional> : null
}
