import { lazy } from 'react'
import { OnceIdle } from '../components/OnceIdle'

// The toast library styles itself from script as its module loads: it is fetched once the page is
// idle, so its work joins neither the first paint nor the hydration.
const Toaster = lazy(() => import('./Toaster'))

/**
 * The toast area (bottom centre), from the moment the page is idle; should its chunk fail to load, the
 * page goes on without it. The product's pages raise no toast of their own.
 */
export function Toasts() {
  return (
    <OnceIdle>
      <Toaster />
    </OnceIdle>
  )
}
