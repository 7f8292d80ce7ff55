import { words } from '../content/words'
import controls from '../styles/controls.module.css'
import { MessageView } from './MessageView'

/**
 * What the app shows in place of a screen whose data could not be had. Trying again loads the page
 * whole, as a link does when its screen's data fails: the host's page, or the browser's word that it
 * is offline.
 */
export function ScreenUnavailable() {
  return (
    <MessageView message={words.site.unavailable} alert>
      <p>{words.site.unavailableDetail}</p>
      <button type="button" className={controls.button} onClick={() => location.reload()}>
        {words.site.tryAgain}
      </button>
    </MessageView>
  )
}
