import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { FailureBoundary } from './FailureBoundary'

/** A part the page can do without, loaded on demand (`React.lazy`): nothing while it loads, and nothing if it fails to load or throws. */
export function Optional({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary fallback={null}>
      <Suspense>{children}</Suspense>
    </FailureBoundary>
  )
}
