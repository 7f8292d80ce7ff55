import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { excerptParts } from '../lib/searchExcerpt'
import { holdsEveryWord } from '../lib/searchMatch'
import { loadSearch, type SearchHit } from './loadSearch'
import styles from './JourneySearch.module.css'

/** The best matches shown; each costs a fetch of its fragment (its page's text). */
const RESULTS_SHOWN = 6
/** A pause in typing this long runs the search, so a word typed fast fetches one set of fragments. */
const TYPING_PAUSE_MS = 60

type Found = { readonly query: string; readonly total: number; readonly hits: readonly SearchHit[] } | 'failed' | null

function announcement(found: Found): string {
  if (found === null) return ''
  if (found === 'failed') return 'Search could not load. Check the connection and type again.'
  const { query, total, hits } = found
  const count = total === 0 ? 'No results' : `${total} ${total === 1 ? 'result' : 'results'}`
  return `${count} for “${query}”${total > hits.length ? `, the best ${hits.length} shown` : ''}`
}

/**
 * The search over every article and project (Pagefind's index, built from the prerendered pages).
 * Nothing of it loads until the visitor focuses the box or types; the results are announced, arrow
 * keys walk from the box through them, Escape clears the search. Hidden where scripts do not run.
 */
export function JourneySearch() {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Found>(null)
  const input = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const latest = useRef(0)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  const labelId = useId()

  async function run(term: string, ticket: number) {
    try {
      const pagefind = await loadSearch()
      const { results } = await pagefind.search(term)
      const shown = await Promise.all(results.slice(0, RESULTS_SHOWN).map((result) => result.data()))
      // Pagefind's stand-in for a word no page has matches none of the pages it gives, or all of them.
      const hits = shown.filter((hit) => holdsEveryWord(hit.content, term))
      if (ticket === latest.current) setFound({ query: term, total: hits.length === 0 ? 0 : results.length, hits })
    } catch {
      if (ticket === latest.current) setFound('failed')
    }
  }

  function search(value: string) {
    setQuery(value)
    clearTimeout(pause.current)
    const ticket = ++latest.current
    const term = value.trim()
    if (term === '') setFound(null)
    else pause.current = setTimeout(() => void run(term, ticket), TYPING_PAUSE_MS)
  }

  // Focused or typed into before the app took the page over: start now.
  useEffect(() => {
    if (document.activeElement === input.current) void loadSearch().catch(() => {})
    return () => clearTimeout(pause.current)
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault()
      search('')
      input.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const stops = [input.current, ...(form.current?.querySelectorAll('a') ?? [])]
      const at = stops.indexOf(document.activeElement as HTMLInputElement)
      const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)]
      if (at === -1 || !next) return
      event.preventDefault()
      next.focus()
    }
  }

  return (
    <form ref={form} role="search" aria-labelledby={labelId} className={styles.search} onSubmit={(event) => event.preventDefault()} onKeyDown={onKeyDown}>
      <label id={labelId} htmlFor={`${labelId}-box`} className={styles.label}>
        Search articles and projects
      </label>
      <input
        ref={input}
        id={`${labelId}-box`}
        type="search"
        className={styles.box}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onFocus={() => void loadSearch().catch(() => {})}
        onChange={(event) => search(event.target.value)}
      />
      <p role="status" className={styles.status}>
        {announcement(found)}
      </p>
      {found !== null && found !== 'failed' && found.hits.length > 0 && (
        <ol className={styles.results} aria-label={`Results for “${found.query}”`}>
          {found.hits.map((hit) => (
            <li key={hit.url} className={styles.result}>
              <Link href={hit.url} className={styles.link}>
                {hit.meta.title ?? hit.url}
              </Link>
              <p className={styles.excerpt}>
                {excerptParts(hit.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </form>
  )
}
