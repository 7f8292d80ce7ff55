import { startTransition, useEffect, useState } from 'react'
import { whenPageIdle } from '../motion/pageIdle'

/**
 * False until the page has loaded and gone idle (`whenPageIdle`), then true. The re-render that
 * brings is a transition, so React does it in slices instead of one task.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenPageIdle(() => startTransition(() => setIdle(true))), [])
  return idle
}
