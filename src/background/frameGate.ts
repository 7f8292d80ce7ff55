/**
 * Asks for at most one frame at a time: ticks that arrive faster than frames are drawn (a busy GPU)
 * ask once, and that frame draws the latest tick.
 */
export function createFrameGate(request: () => void) {
  let asked = false
  return {
    /** A new tick wants drawing. */
    ask() {
      if (asked) return
      asked = true
      request()
    },
    /** The frame asked for is being drawn. */
    drawn() {
      asked = false
    },
  }
}
