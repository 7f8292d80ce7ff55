import { useEffect } from 'react'
import { useOnNavigate } from '../hooks/useOnNavigate'
import { prefetchLinksInView, prefetchOnIntent } from './prefetch'

/** Every screen's data arrives before its link is clicked (src/routeData/prefetch.ts). */
export function usePrefetch() {
  useEffect(prefetchOnIntent, [])
  useOnNavigate(prefetchLinksInView)
}
