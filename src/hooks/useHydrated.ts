import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False on the server and while the browser hydrates the prerendered HTML, true from the first
 * render after that: the switch for anything that exists only with JavaScript running.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
