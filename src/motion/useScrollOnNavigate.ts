import { useEffect } from 'react'
import { type Navigation, useOnNavigate } from '../hooks/useOnNavigate'
import { jumpToTop, scrollToSection, scrollToTop } from './scrollTo'

/**
 * A new screen starts at its top; then the page glides to the hash target, or, within the same
 * screen, back to the top. The first screen of a visit stays where it is: the browser put it there
 * (at the top, or at the hash's target), and the visitor may have scrolled it before the app
 * arrived; only a hash target is glided to, under the bar.
 */
function scrollOnNavigate({ kind, target }: Navigation) {
  if (kind === 'new-screen') jumpToTop()
  const glided = target !== '' && scrollToSection(target)
  if (!glided && kind === 'same-screen') scrollToTop()
}

/** Scrolls on every navigation (links, back and forward, a first load's hash); the browser restores nothing. */
export function useScrollOnNavigate() {
  useEffect(() => {
    history.scrollRestoration = 'manual'
  }, [])
  useOnNavigate(scrollOnNavigate)
}
