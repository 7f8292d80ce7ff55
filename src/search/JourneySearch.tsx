import { lazy, useEffect, useRef, useState } from 'react'
import { Optional } from '../components/Optional'
import styles from './JourneySearch.module.css'
import { words } from '../content/words'

const SearchResults = lazy(() => import('./SearchResults'))

/**
 * The search box over every article and project. Only the box is in the page's own script: the
 * results' code (SearchResults.tsx), Pagefind and its index load when the visitor focuses it or
 * types. Hidden where scripts do not run.
 */
export function JourneySearch() {
  const [query, setQuery] = useState('')
  const [started, setStarted] = useState(false)
  const [status, setStatus] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const box = useRef<HTMLInputElement>(null)
  const typedAt = useRef(0)

  // Focused, or typed into, before the app took the page over: hydration leaves the box's text as
  // the visitor typed it, which the box's first render would otherwise empty.
  useEffect(() => {
    const typed = box.current?.value ?? ''
    if (typed !== '') {
      typedAt.current = performance.now()
      setQuery(typed)
    }
    if (typed !== '' || form.current?.contains(document.activeElement)) setStarted(true)
  }, [])

  return (
    <form ref={form} role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.label}>
        {words.search.label}
        <input
          ref={box}
          type="search"
          className={styles.box}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setStarted(true)}
          onChange={(event) => {
            typedAt.current = event.timeStamp
            setStarted(true)
            setQuery(event.target.value)
          }}
        />
      </label>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {started && (
        <Optional>
          <SearchResults query={query} typedAt={typedAt} form={form} onQuery={setQuery} onStatus={setStatus} />
        </Optional>
      )}
    </form>
  )
}
