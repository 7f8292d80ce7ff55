import { canonicalScreenPath, routeDataFile, SCREENS_FILE } from '../lib/routeData'
import { routerBase, site } from '../site'

/** A screen's data on its way or here: a promise that says, once settled, what it settled to. */
type Loaded = Promise<unknown> & { status?: 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown }

/** The router's path of an address: without the base path, the hash and the query. */
export function routePath(to: string): string {
  const path = to.split(/[?#]/)[0] ?? ''
  const inside = routerBase && path.startsWith(routerBase) ? path.slice(routerBase.length) : path
  return inside === '' ? '/' : inside
}

/** Every screen's data asked for in this visit, by path; kept, so back and forward find it at once. */
const cache = new Map<string, Loaded>()

/** What renders a screen's data, told when some has arrived or could not be had. */
const listeners = new Set<() => void>()

export function subscribeToRouteData(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function tellListeners() {
  for (const listener of listeners) listener()
}

/**
 * Marks `promise` with what it settles to. A failure is settled here (a prefetch that no one awaits
 * fails quietly, and is asked for again next time), so neither handler may return `loaded`: the
 * handlers' promise would take on its rejection, which nothing handles.
 */
function track(promise: Promise<unknown>): Loaded {
  const loaded: Loaded = promise
  promise.then(
    (value) => {
      Object.assign(loaded, { status: 'fulfilled', value })
      tellListeners()
    },
    (reason: unknown) => {
      Object.assign(loaded, { status: 'rejected', reason })
      tellListeners()
    },
  )
  return loaded
}

/** A file of the site's data, as JSON. */
async function fetchJson(file: string): Promise<unknown> {
  // The same request as the preload the entry adds for a prerendered page's own data (src/main.tsx), so it is answered from it.
  // An absolute URL: Chromium refuses requests resolved against an address that history has made
  // hold a newline and a "<" (its dangling-markup guard), which a hostile link can do.
  const response = await fetch(new URL(`${site.basePath}${file}`, location.origin), { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`)
  return response.json()
}

let screens: Promise<ReadonlySet<string> | undefined> | undefined

/**
 * Every screen that has data, asked for once, the first time an address the site never linked to is
 * opened; undefined when the list could not be had (asked again next time).
 */
function knownScreens(): Promise<ReadonlySet<string> | undefined> {
  screens ??= fetchJson(SCREENS_FILE).then(
    (list) => new Set(list as string[]),
    () => (screens = undefined),
  )
  return screens
}

/** A screen's data: null for a screen that is not among those with data, without asking for its file. */
async function lookUp(key: string, file: string, linked: boolean): Promise<unknown> {
  if (!linked && (await knownScreens())?.has(key) === false) return null
  return fetchJson(file)
}

/**
 * Starts loading the data of the screen at `path` (from the base path) unless it is loading or
 * here: what a link does when it is hovered, focused or seen, and what a navigation waits for.
 * `linked`: the site links to the screen (a link on its pages, a prerendered page), so its file
 * exists; any other address is first looked up among the screens, so that an unknown one is null
 * without a request that fails. Undefined for a path without data (it redirects home).
 */
export function loadRouteData(path: string, { linked = false } = {}): Loaded | undefined {
  const key = canonicalScreenPath(path)
  const file = routeDataFile(key)
  if (file === undefined) return undefined
  let loaded = cache.get(key)
  if (!loaded || loaded.status === 'rejected') {
    loaded = track(lookUp(key, file, linked))
    cache.set(key, loaded)
  }
  return loaded
}

/** The data of the screen at `path` if it is here; undefined while it loads or was never asked for. */
export function routeDataNow(path: string): unknown {
  const loaded = cache.get(canonicalScreenPath(path))
  return loaded?.status === 'fulfilled' ? loaded.value : undefined
}

/** Whether the data of the screen at `path` was asked for and could not be had; asking again starts anew. */
export function routeDataFailed(path: string): boolean {
  return cache.get(canonicalScreenPath(path))?.status === 'rejected'
}

/** Puts a screen's data in place before it renders: the prerender does, for the page it writes. */
export function seedRouteData(path: string, value: unknown) {
  const loaded: Loaded = Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
  cache.set(canonicalScreenPath(path), loaded)
}
