import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useLocationProperty } from 'wouter/use-browser-location'
import { jumpToTop, scrollToSection, scrollToTop } from './scrollTo'

const currentHash = () => window.location.hash
const noHash = () => ''

function targetId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return '' // a malformed escape is no section
  }
}

/**
 * On every navigation (links, first load, back and forward): a new screen starts at its top; then
 * the page glides to the hash target, or, within the same screen, back to the top.
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation()
  const hash = useLocationProperty(currentHash, noHash)
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    const samePage = lastPath.current === pathname
    lastPath.current = pathname
    if (!samePage) jumpToTop()
    const id = targetId(hash)
    if ((!id || !scrollToSection(id)) && samePage) scrollToTop()
  }, [pathname, hash])
}
