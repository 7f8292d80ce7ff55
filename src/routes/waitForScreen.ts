import type { AroundNavHandler } from 'wouter'
import { routePath } from '../routeData/cache'
import { prepareScreen } from './prepareScreen'

/**
 * The router's navigations (its `aroundNav`) happen once the new screen's code and data are here, so
 * the screen renders whole at once: no loading state, nothing moving. What a link prefetched is
 * already here, and the change is immediate; failed data navigates anyway, to the screen's own
 * handling. Code that cannot be had (a new deployment replaced it) makes the link an ordinary one: the
 * host serves the page, with the code of the day.
 */
export const waitForScreen: AroundNavHandler = (navigate, to, options) => {
  const ready = prepareScreen(routePath(String(to)))
  if (ready === undefined) navigate(to, options)
  else void ready.then((codeHere) => (codeHere ? navigate(to, options) : location.assign(String(to))))
}
