import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useLocationProperty } from 'wouter/use-browser-location'
import { scrollToSection, scrollToTop } from './scrollTo'

const currentHash = () => window.location.hash
const noHash = () => ''

function targetId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return '' // a malformed escape is no section
  }
}

/** On every navigation (links, first load, back and forward): to the hash target, else to the top. */
export function useScrollOnNavigate() {
  const [pathname] = useLocation()
  const hash = useLocationProperty(currentHash, noHash)

  useEffect(() => {
    history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    const id = targetId(hash)
    if (!id || !scrollToSection(id)) scrollToTop()
  }, [pathname, hash])
}
