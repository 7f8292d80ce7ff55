/** The query flag that turns on User Timing around the rain's work: `/?profile`. */
const PROFILE_FLAG = 'profile'

function profilingRequested(search: string): boolean {
  return new URLSearchParams(search).has(PROFILE_FLAG)
}

// On the page, the address decides; the rain's worker is told by the page (it has no such address).
let profiling = typeof window !== 'undefined' && profilingRequested(window.location.search)

/** Whether the rain's work is measured here (on the page: whether it was opened with `?profile`). */
export function isProfiling(): boolean {
  return profiling
}

export function setProfiling(on: boolean) {
  profiling = on
}

/**
 * `work`, wrapped in a User Timing measure called `name` when the page was opened with `?profile`,
 * so it shows in the Timings track of DevTools' Performance panel (the rain's worker has its own
 * track); `work` itself otherwise, so the default path pays nothing.
 */
export function profiled(name: string, work: () => void): () => void {
  if (!profiling) return work
  const start = `${name}:start`
  return () => {
    performance.mark(start)
    work()
    performance.measure(name, start)
  }
}
