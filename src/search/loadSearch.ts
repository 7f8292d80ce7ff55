import { site } from '../site'

/** A page that matched, as Pagefind's fragment of it tells: its route, title, text and excerpt. */
export interface SearchHit {
  readonly url: string
  readonly content: string
  readonly excerpt: string
  readonly meta: { readonly title?: string }
}

/** What the site uses of Pagefind's script (`pagefind/pagefind.js`, written by the build). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string): Promise<{ results: { data(): Promise<SearchHit> }[] }>
}

/** Words around the first match in a result's excerpt: two lines or so on a phone. */
const EXCERPT_WORDS = 24

let loading: Promise<Pagefind> | undefined

/**
 * Pagefind, loaded the first time a visitor starts a search, never before: its script, WebAssembly
 * and index are the build's files, outside the app's bundle, so Vite must not resolve the address.
 * It searches on the page's thread: a search of the index is a few milliseconds, and a worker
 * would cost one more script.
 */
export function loadSearch(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ `${site.basePath}pagefind/pagefind.js`).then(async (pagefind: Pagefind) => {
    // Results are routes (scripts/searchIndex.mjs), to which the router adds the base path itself;
    // Pagefind would otherwise prefix its own folder's.
    await pagefind.options({ noWorker: true, excerptLength: EXCERPT_WORDS, baseUrl: '/' })
    await pagefind.init()
    return pagefind
  })
  // A failed load (offline, say) is tried again at the next search.
  loading.catch(() => (loading = undefined))
  return loading
}
