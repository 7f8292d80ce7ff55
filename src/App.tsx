import { useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useFocusOnNavigate } from './a11y/useFocusOnNavigate'
import { Background } from './background/Background'
import { Cursor } from './chrome/Cursor'
import { Footer } from './chrome/Footer'
import { SkipLink } from './chrome/SkipLink'
import { Toasts } from './chrome/Toasts'
import { TopBar } from './chrome/TopBar'
import { useDocumentHead } from './head/useDocumentHead'
import { routes } from './lib/paths'
import { startMotionPreference } from './motion/motionStore'
import { useScrollOnNavigate } from './motion/useScrollOnNavigate'
import { usePrefetch } from './routeData/usePrefetch'
import { CertificatePage } from './routes/CertificatePage'
import { Home } from './routes/Home'
import { JourneyArticle } from './routes/JourneyArticle'
import { JourneyCategory } from './routes/JourneyCategory'
import { JourneyIndex } from './routes/JourneyIndex'
import { ProjectPage } from './routes/ProjectPage'
import styles from './App.module.css'

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
      <Background />
      <TopBar />
      {/* tabIndex -1: the skip link and a new screen may move focus here; it is never a Tab stop. */}
      <main id="main" tabIndex={-1} className={styles.main}>
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
      </main>
      <Footer />
      <Cursor />
      <Toasts />
    </>
  )
}
