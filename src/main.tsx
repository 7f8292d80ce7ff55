import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
import './styles/tokens.css'
import './styles/global.css'
import './styles/overlay.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterFirstPaint } from './boot/afterFirstPaint'
import { canonicalAddress } from './lib/canonicalAddress'
import { Root } from './Root'
import { loadRouteData, routePath } from './routeData/cache'
import { site } from './site'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The page's one address in the bar (`/project/1/index.html` is `/project/1`) before the app reads
// it, so the router matches the page the host served and React meets the HTML it rendered.
const address = canonicalAddress(location.pathname, site.basePath)
if (address !== location.pathname) history.replaceState(history.state, '', address + location.search + location.hash)

// Known routes arrive prerendered and are hydrated, not before the page's first contentful paint:
// where the code arrives first (from the cache, or a fast link), hydrating at once would hold that
// paint back by the hydration's first slice, in the same task as the page's first layout. Hydration
// is a transition, so React does it in slices that give way to the browser (input, paint) instead of
// one long task; the page is already visible, and an early click is replayed once its part is
// hydrated. 404.html (an unknown path or id) and the dev server arrive empty, with nothing to paint,
// and are rendered from scratch at once.
//
// Either way the screen's data comes first (its own file, which a prerendered page preloads beside
// this script), so the app renders the page it meets, whole. A page 404.html serves may name a screen
// that does not exist, which the list of screens tells before any request for it.
const screenData: PromiseLike<unknown> = loadRouteData(routePath(location.pathname), { linked: Boolean(root.firstElementChild) }) ?? Promise.resolve()
const whenDataIsHere = (start: () => void) => void screenData.then(start, start)
if (root.firstElementChild) afterFirstPaint(() => whenDataIsHere(() => startTransition(() => void hydrateRoot(root, <Root />))))
else whenDataIsHere(() => createRoot(root).render(<Root />))
