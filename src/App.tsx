import { lazy, useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useFocusOnNavigate } from './a11y/useFocusOnNavigate'
import { Cursor } from './chrome/Cursor'
import { Footer } from './chrome/Footer'
import { SkipLink } from './chrome/SkipLink'
import { Toasts } from './chrome/Toasts'
import { markRainStarted } from './background/rainStarted'
import { TopBar } from './chrome/TopBar'
import { OnceHydrated } from './components/OnceHydrated'
import { useDocumentHead } from './head/useDocumentHead'
import { routes } from './lib/paths'
import { startMotionPreference } from './motion/motionStore'
import { useScrollOnNavigate } from './motion/useScrollOnNavigate'
import { usePrefetch } from './routeData/usePrefetch'
import { Screen } from './routes/Screen'
import { SCREEN_KINDS } from './routes/screenCode'
import styles from './App.module.css'

// The falling letters draw nothing before the page is hydrated (src/background/Background.tsx): their
// code is a chunk of its own, fetched then, and not among the scripts that make a page interactive.
const Background = lazy(() =>
  import('./background/Background').then(
    ({ Background }) => ({ default: Background }),
    (error: unknown) => {
      markRainStarted()
      throw error
    },
  ),
)

/** The chrome around the routes; only the `<main>` content changes from screen to screen. */
export function App() {
  useScrollOnNavigate()
  useFocusOnNavigate()
  useDocumentHead()
  usePrefetch()
  useEffect(startMotionPreference, [])
  return (
    <>
      <SkipLink />
      <OnceHydrated>
        <Background />
      </OnceHydrated>
      <TopBar />
      {/* tabIndex -1: the skip link and a new screen may move focus here; it is never a Tab stop. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Switch>
          {/* Each screen's code arrives as a chunk of its own (src/routes/screenCode.ts). */}
          {SCREEN_KINDS.map((kind) => (
            <Route key={kind} path={routes[kind]}>
              {(params) => <Screen kind={kind} params={params} />}
            </Route>
          ))}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </main>
      <Footer />
      <Cursor />
      <Toasts />
    </>
  )
}
