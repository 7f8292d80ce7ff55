import { lazy } from 'react'
import { Optional } from '../components/Optional'
import { usePageIdle } from '../hooks/usePageIdle'

// Fetched once the page is idle, so their code (and the toast library styling itself from script as
// its module loads) joins neither the first paint nor the hydration.
const Cursor = lazy(() => import('./Cursor'))
const Toaster = lazy(() => import('./Toaster'))

/** What the page does without until it is idle, each on its own: the custom cursor and the toast area (bottom centre). */
export function IdleExtras() {
  return usePageIdle() ? (
    <>
      <Optional>
        <Cursor />
      </Optional>
      <Optional>
        <Toaster />
      </Optional>
    </>
  ) : null
}
