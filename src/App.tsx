import { lazy, useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useFocusOnNavigate } from './a11y/useFocusOnNavigate'
import { markRainStarted } from './background/rainStarted'
import { Cursor } from './chrome/Cursor'
import { Footer } from './chrome/Footer'
import { SkipLink } from './chrome/SkipLink'
import { Toasts } from './chrome/Toasts'
import { TopBar } from './chrome/TopBar'
import { OnceHydrated } from './components/OnceHydrated'
import { ScreenUnavailable } from './components/ScreenUnavailable'
import { routes } from './lib/paths'
import { startMotionPreference } from './motion/motionStore'
import { useScrollOnNavigate } from './motion/useScrollOnNavigate'
import { usePrefetch } from './routeData/usePrefetch'
import { useScreenUnavailable } from './routeData/useScreenUnavailable'
import { CertificatePage } from './routes/CertificatePage'
import { Home } from './routes/Home'
import { JourneyArticle } from './routes/JourneyArticle'
import { JourneyCategory } from './routes/JourneyCategory'
import { JourneyIndex } from './routes/JourneyIndex'
import { ProjectPage } from './routes/ProjectPage'
import styles from './App.module.css'

// The falling letters draw nothing before the page is hydrated (src/background/Background.tsx): their
// code is a chunk of its own, fetched then, and not among the scripts that make a page interactive.
// Should that code be lost or throw before the rain starts, the parts that wait for the rain to start
// (src/background/rainStarted.ts) are told so and come all the same. The head's tags change only as
// the app navigates (the prerendered page has its own): the code that changes them comes once the page
// is hydrated too.
const DocumentHead = lazy(() => import('./head/DocumentHead'))
const Background = lazy(() => import('./background/Background').then(({ Background }) => ({ default: Background })))

/** The chrome around the routes; only the `<main>` content changes from screen to screen. */
export function App() {
  useScrollOnNavigate()
  useFocusOnNavigate()
  usePrefetch()
  useEffect(startMotionPreference, [])
  const unavailable = useScreenUnavailable()
  return (
    <>
      <SkipLink />
      <OnceHydrated>
        <DocumentHead />
      </OnceHydrated>
      <OnceHydrated onFailed={markRainStarted}>
        <Background />
      </OnceHydrated>
      <TopBar />
      {/* tabIndex -1: the skip link and a new screen may move focus here; it is never a Tab stop. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {unavailable ? (
          <ScreenUnavailable />
        ) : (
          <Switch>
            <Route path={routes.home} component={Home} />
            <Route path={routes.project} component={ProjectPage} />
            <Route path={routes.journeyIndex} component={JourneyIndex} />
            <Route path={routes.journey} component={JourneyArticle} />
            <Route path={routes.journeyCategory} component={JourneyCategory} />
            <Route path={routes.certificate} component={CertificatePage} />
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        )}
      </main>
      <Footer />
      <Cursor />
      <Toasts />
    </>
  )
}
