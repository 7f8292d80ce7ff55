/**
 * What a change of address means for the page: the first render of a visit, another screen
 * (another path), or a move within the screen shown (only the hash changed).
 */
export type NavigationKind = 'first-load' | 'new-screen' | 'same-screen'

export function navigationKind(previousPath: string | null, path: string): NavigationKind {
  if (previousPath === null) return 'first-load'
  return previousPath === path ? 'same-screen' : 'new-screen'
}

/** The element id a location hash points at: '' for no hash, and for a malformed escape. */
export function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}
