import { useEffect } from 'react'
import { type Navigation, useOnNavigate } from '../hooks/useOnNavigate'
import { jumpToTop, scrollToSection, scrollToTop } from './scrollTo'

/** A new screen starts at its top; then the page glides to the hash target, or, within the same screen, back to the top. */
function scrollOnNavigate({ kind, target }: Navigation) {
  const samePage = kind === 'same-screen'
  if (!samePage) jumpToTop()
  if ((!target || !scrollToSection(target)) && samePage) scrollToTop()
}

/** Scrolls on every navigation (links, first load, back and forward); the browser restores nothing. */
export function useScrollOnNavigate() {
  useEffect(() => {
    history.scrollRestoration = 'manual'
  }, [])
  useOnNavigate(scrollOnNavigate)
}
