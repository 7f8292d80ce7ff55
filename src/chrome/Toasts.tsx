import { lazy, Suspense } from 'react'
import { usePageIdle } from '../hooks/usePageIdle'

// The toast library styles itself from script as its module loads: it is fetched once the page is
// idle, so its work joins neither the first paint nor the hydration.
const Toaster = lazy(() => import('./Toaster'))

/** The toast area (bottom centre), from the moment the page is idle. The product's pages raise no toast of their own. */
export function Toasts() {
  return usePageIdle() ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null
}
