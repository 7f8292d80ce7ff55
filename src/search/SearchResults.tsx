import { useEffect, useState, type RefObject } from 'react'
import { Link } from 'wouter'
import { words } from '../content/words'
import { excerptParts } from '../lib/searchExcerpt'
import { holdsEveryWord } from '../lib/searchMatch'
import controls from '../styles/controls.module.css'
import { loadSearch, type SearchHit } from './loadSearch'
import styles from './JourneySearch.module.css'

/** The best matches shown, a phone's screenful; each costs a fetch of its page's text (~1.4 KiB). */
const RESULTS_SHOWN = 5
/**
 * A pause in typing this long runs the search, so a word typed fast fetches one set of fragments.
 * Counted from the key, not from when the page has drawn it (20–35 ms later on a slowed CPU).
 */
const TYPING_PAUSE_MS = 60

type Found = { readonly query: string; readonly total: number; readonly hits: readonly SearchHit[] }


/**
 * Searches for `term`, unless `dropped` is aborted first: a later key has replaced the query, so
 * neither its index chunks nor its results' fragments are fetched (undefined then). A search waits for
 * Pagefind to load, and the keys typed meanwhile would otherwise each search once it has.
 */
async function find(term: string, dropped: AbortSignal): Promise<Found | undefined> {
  const pagefind = await loadSearch()
  if (dropped.aborted) return undefined
  const { results } = await pagefind.search(term)
  if (dropped.aborted) return undefined
  const shown = await Promise.all(results.slice(0, RESULTS_SHOWN).map((result) => result.data()))
  // Pagefind's stand-in for a word no page has matches none of the pages it gives, or all of them.
  const hits = shown.filter((hit) => holdsEveryWord(hit.content, term))
  return { query: term, total: hits.length === 0 ? 0 : results.length, hits }
}

/** Arrow keys walk from the box through the results and back; Escape clears the search. */
function keyboard(form: HTMLFormElement, onQuery: (query: string) => void) {
  const box = form.querySelector('input')
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape' && box?.value) {
      event.preventDefault()
      onQuery('')
      box.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const stops = [box, ...form.querySelectorAll('a')]
      const at = stops.indexOf(document.activeElement as HTMLInputElement)
      const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)]
      if (at === -1 || !next) return
      event.preventDefault()
      next.focus()
    }
  }
}

type Props = {
  query: string
  /** When the key that made `query` was typed (its event's time, on performance.now()'s clock). */
  typedAt: RefObject<number>
  /** The search's form, whose keys this handles. */
  form: RefObject<HTMLFormElement | null>
  onQuery: (query: string) => void
  /** Takes what to announce: the count found, or that search could not load. */
  onStatus: (status: string) => void
}

/** What the search box found for `query`, once the typing pauses. */
export default function SearchResults({ query, typedAt, form, onQuery, onStatus }: Props) {
  const [found, setFound] = useState<Found>()
  const term = query.trim()
  // A cleared box forgets what it found: the next word typed shows nothing until its own search ends,
  // never the last word's results under their name.
  if (term === '' && found !== undefined) setFound(undefined)

  useEffect(() => void loadSearch().catch(() => {}), [])

  useEffect(() => {
    const element = form.current
    if (!element) return
    const onKey = keyboard(element, onQuery)
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [form, onQuery])

  useEffect(() => {
    if (term === '') {
      onStatus('')
      return
    }
    const dropped = new AbortController()
    const pause = setTimeout(() => {
      find(term, dropped.signal).then(
        (result) => {
          if (!result || dropped.signal.aborted) return
          setFound(result)
          onStatus(words.search.found(result.query, result.total, result.hits.length))
        },
        () => !dropped.signal.aborted && onStatus(words.search.failed),
      )
    }, Math.min(TYPING_PAUSE_MS, TYPING_PAUSE_MS - (performance.now() - typedAt.current)))
    return () => {
      dropped.abort()
      clearTimeout(pause)
    }
  }, [term, typedAt, onStatus])

  if (!found || term === '' || found.hits.length === 0) return null
  return (
    <ol className={styles.results} aria-label={words.search.results(found.query)}>
      {/* Each hit's title and words in their own direction (an article in Arabic from the right),
          found from their first letter: the index does not say an entry's language. */}
      {found.hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          <Link href={hit.url} className={`${controls.titleLink} ${styles.link}`} dir="auto">
            {hit.meta.title ?? hit.url}
          </Link>
          <p className={styles.excerpt} dir="auto">{excerptParts(hit.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</p>
        </li>
      ))}
    </ol>
  )
}
