import { StrictMode } from 'react'
import { Router } from 'wouter'
import { App } from './App'
import { type PicturePreload, PriorityPictureListener } from './head/priorityPicture'
import { parseRoute } from './lib/routeParser'
import { waitForData } from './routeData/waitForData'
import { routerBase } from './site'

/**
 * The whole app as both the server and the browser render it: the same tree on both sides is what
 * lets the browser hydrate the prerendered HTML. `ssrPath` is the full path, base path included.
 * Routes match case sensitively (`parseRoute`); a navigation happens once its screen's data is here.
 * `onPriorityPicture` hears of the page's largest picture as it renders (the prerender's, for the head).
 */
export function Root({ ssrPath, onPriorityPicture }: { ssrPath?: string; onPriorityPicture?: (preload: PicturePreload) => void }) {
  return (
    <StrictMode>
      <PriorityPictureListener value={onPriorityPicture}>
        <Router base={routerBase} ssrPath={ssrPath} parser={parseRoute} aroundNav={waitForData}>
          <App />
        </Router>
      </PriorityPictureListener>
    </StrictMode>
  )
}
