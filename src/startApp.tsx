import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { canonicalAddress, pageIsAt } from './lib/canonicalAddress'
import { Root } from './Root'
import { loadRouteData, routePath } from './routeData/cache'
import { site } from './site'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The page's one address in the bar (`/project/1/index.html` is `/project/1`) before the app reads
// it, so the router matches the page the host served and React meets the HTML it rendered.
const address = canonicalAddress(location.pathname, site.basePath)
if (address !== location.pathname) history.replaceState(history.state, '', address + location.search + location.hash)

// The page the host served must be the one the app will render here, or React would meet HTML it
// did not render (error #418). A host that decodes the whole path before it looks for a file serves a
// page for an address that names none to the app (`/project%2F1`): that HTML is dropped, and the app
// renders the address as it reads it, as it would after a link.
const servedPage = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
if (root.firstElementChild && !(servedPage && pageIsAt(new URL(servedPage.href).pathname, address))) root.replaceChildren()

// A known route arrives prerendered and is hydrated (main.tsx starts this module once the page has
// shown what it loaded); 404.html (an unknown path or id) and the dev server arrive empty and are
// rendered from scratch. Hydration is a transition, so React does it in slices that give way to the
// browser (input, paint) instead of one long task; an early click is replayed once its part is
// hydrated.
//
// Either way the screen's data comes first (its own file, which the entry asked for beside this
// module), so the app renders the page it meets, whole. A page 404.html serves may name a
// screen that does not exist, which the list of screens tells before any request for it.
//
// A prerendered page whose data cannot be had (offline, a file gone) is left as the host served it:
// whole, its links plain links that load whole pages. Hydrated without its data, its screen would
// render nothing, and React would empty the page.
const screenData: PromiseLike<unknown> = loadRouteData(routePath(location.pathname), { linked: Boolean(root.firstElementChild) }) ?? Promise.resolve()
if (root.firstElementChild) screenData.then(() => startTransition(() => void hydrateRoot(root, <Root />)), leftAsServed)
else {
  const render = () => createRoot(root).render(<Root />)
  screenData.then(render, render)
}

function leftAsServed(reason: unknown) {
  console.warn('The page is left as served: its data could not be had.', reason)
}
