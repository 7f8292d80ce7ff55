import { type Navigation, useOnNavigate } from '../hooks/useOnNavigate'
import { focusScreenStart } from './focusScreenStart'

/** Only a new screen moves focus: never the first load, nor a hash change within the screen shown. */
function focusOnNavigate({ kind, target }: Navigation) {
  if (kind === 'new-screen') focusScreenStart(target)
}

/** Keyboard and screen-reader users land at the start of every screen they open in the app. */
export function useFocusOnNavigate() {
  useOnNavigate(focusOnNavigate)
}
