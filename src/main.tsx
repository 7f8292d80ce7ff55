import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
import 'virtual:fallback-faces.css'
import './styles/tokens.css'
import './styles/global.css'
import './styles/overlay.css'
import { afterLoadedFrame } from './boot/afterLoadedFrame'

// The page's entry: its styles (inlined into every page's head by the build) and the app, asked for
// once a prerendered page has shown what it loaded. The page is whole and readable without the
// app, and its links work; the app (about 87 KiB gzip, most of it React) would otherwise share the
// connection with the page's largest picture, and the largest paint would wait for both. So would
// the screen's data, which only the app reads: the page names its file, and it is asked for here,
// with the app, by the same request the app makes (src/routeData/cache.ts). A page that arrives
// empty (404.html, the dev server) has nothing to show without the app: it starts at once.
// docs/performance.md ("The app after the largest paint") has the figures.
const start = () => {
  const data = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/json"]')
  if (data) document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: data.href }))
  void import('./startApp')
}
if (document.getElementById('root')?.firstElementChild) afterLoadedFrame(start)
else start()
