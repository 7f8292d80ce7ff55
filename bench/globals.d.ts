// Counters the bench reads from the pages and workers it measures.

/** WebGL draw calls so far in the global scope (bench/chromium.mjs wraps drawArrays and drawElements in the rain's worker). */
// eslint-disable-next-line no-var
declare var benchDraws: number | undefined

interface Window {
  /** Rain ticks so far, counted by the naive page (bench/naive.html). */
  benchTicks?: number
  /** When a search's first result for the word typed showed, after its last key (bench/search.mjs). */
  benchSearchShown?: Promise<{ lastKey: number; shown: number }>
}
