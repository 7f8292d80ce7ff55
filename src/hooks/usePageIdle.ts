import { startTransition, useEffect, useState } from 'react'
import { whenPageIdle } from '../motion/pageIdle'

/**
 * False until the page has loaded and gone idle twice (`whenPageIdle`: the rain's worker starts in
 * the first idle period), then true. The re-render that brings is a transition, so React does it in
 * slices instead of one task.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenPageIdle(() => startTransition(() => setIdle(true)), 2), [])
  return idle
}
