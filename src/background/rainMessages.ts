import type { RainRequest } from './rainSwitch'

/** The two ways the rain's worker draws. */
export type RainPath = 'gpu' | '2d'

/** What the page tells the rain's worker; never anything per tick. Canvases are transferred, not copied. */
export type ToRain =
  | {
      /** Draw on this canvas from now on; it replaces the one before once its first frame is drawn. */
      type: 'start'
      canvas: OffscreenCanvas
      /** Counts the canvases handed over, so the page knows which one a reply is about. */
      generation: number
      want: RainRequest
      /** The letters to draw, one atlas cell each, and the cell's side in device pixels (rainCells.ts). */
      glyphs: string[]
      cellPx: number
      scale: number
      width: number
      height: number
      profile: boolean
    }
  /** Count ticks (and draw them) or stop: the tab is hidden, or the visitor paused motion. */
  | { type: 'run'; running: boolean }
  | { type: 'resize'; width: number; height: number }

/** What the rain's worker tells the page. */
export type FromRain =
  /** The worker's code has loaded: what waits for the rain to start may come now (rainStarted.ts). */
  | { type: 'loaded' }
  /** The canvas of `generation` has drawn its first frame, the way `path` says: older canvases can go. */
  | { type: 'showing'; generation: number; path: RainPath }
  /** The GPU rain's context was lost: the page hands over a canvas for the 2D rain, and later one for the GPU. */
  | { type: 'lost'; generation: number }
  /** The worker cannot draw at all: the page draws the 2D rain itself. */
  | { type: 'failed'; message: string }
