import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Root } from './Root'

/**
 * Hydrates the prerendered page, or renders it where it arrived empty: 404.html (an unknown path or
 * id) and the dev server. Hydration is a transition, so React does it in slices that give way to the
 * browser (input, paint) instead of one long task; the page is already visible, and an early click
 * is replayed once its part is hydrated.
 */
export function hydrate() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <Root />))
  else createRoot(root).render(<Root />)
}
