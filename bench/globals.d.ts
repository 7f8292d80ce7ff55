// Counters the bench reads from the pages it measures.
interface Window {
  /** WebGL draw calls so far (bench/chromium.mjs wraps drawArrays and drawElements). */
  benchDraws: number
  /** Rain ticks so far, counted by the naive page (bench/naive.html). */
  benchTicks?: number
}
