import { lazy } from 'react'
import { OnceIdle } from '../components/OnceIdle'

// The ring adds to the pointer, which works without it: its code is fetched once the page is idle,
// so it adds nothing to the script the first paint and the hydration wait for.
const CursorRing = lazy(() => import('./CursorRing'))

/** The custom cursor (CursorRing), from the moment the page is idle. */
export function Cursor() {
  return (
    <OnceIdle>
      <CursorRing />
    </OnceIdle>
  )
}
