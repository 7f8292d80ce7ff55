import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
import './styles/tokens.css'
import './styles/global.css'
import './styles/overlay.css'
import { afterFirstPaint } from './boot/afterFirstPaint'
import { holdEarlyClicks } from './boot/earlyClicks'
import { nextTask } from './lib/nextTask'

// The prerendered page paints without the app: its code is fetched after the first paint, so the
// fonts have the connection to themselves until then and the paint waits for no script. Then React,
// the app's modules and the hydration each run in a task of their own. A button clicked meanwhile
// is clicked again once React listens (it hydrates that part at once); links work as plain HTML.
const handOverClicks = holdEarlyClicks()
afterFirstPaint(async () => {
  await import('react-dom/client')
  await nextTask()
  const { hydrate } = await import('./hydrate')
  await nextTask()
  hydrate()
  handOverClicks()
})
