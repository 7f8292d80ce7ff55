import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
import './styles/tokens.css'
import './styles/global.css'
import './styles/overlay.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterFirstPaint } from './boot/afterFirstPaint'
import { Root } from './Root'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Known routes arrive prerendered and are hydrated, not before the page's first contentful paint:
// where the code arrives first (from the cache, or a fast link), hydrating at once would hold that
// paint back by the hydration's first slice, in the same task as the page's first layout. Hydration
// is a transition, so React does it in slices that give way to the browser (input, paint) instead of
// one long task; the page is already visible, and an early click is replayed once its part is
// hydrated. 404.html (an unknown path or id) and the dev server arrive empty, with nothing to paint,
// and are rendered from scratch at once.
if (root.firstElementChild) afterFirstPaint(() => startTransition(() => void hydrateRoot(root, <Root />)))
else createRoot(root).render(<Root />)
