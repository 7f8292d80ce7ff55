import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { FailureBoundary } from './FailureBoundary'

/**
 * A part the page can do without, loaded on demand (`React.lazy`): nothing while it loads, and nothing
 * if it fails to load or throws, which `onFailed` is told.
 */
export function Optional({ children, onFailed }: { children: ReactNode; onFailed?: () => void }) {
  return (
    <FailureBoundary fallback={null} onFailed={onFailed}>
      <Suspense>{children}</Suspense>
    </FailureBoundary>
  )
}
