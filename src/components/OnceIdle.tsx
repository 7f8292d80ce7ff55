import type { ReactNode } from 'react'
import { usePageIdle } from '../hooks/usePageIdle'
import { Optional } from './Optional'

/**
 * A part the page can do without, shown from the moment the page is idle: its chunk (`React.lazy`)
 * is fetched then, so its code joins neither the first paint nor the hydration; nothing while it
 * loads, and nothing if it fails to load or throws (`Optional`).
 */
export function OnceIdle({ children }: { children: ReactNode }) {
  return usePageIdle() ? <Optional>{children}</Optional> : null
}
