/** What the page tells the rain's worker. The canvas is transferred, not copied. */
export type ToRain =
  | {
      type: 'start'
      canvas: OffscreenCanvas
      /** The letters to draw, one atlas cell each, and the cell's side in device pixels (rainCells.ts). */
      glyphs: string[]
      cellPx: number
      scale: number
      width: number
      height: number
      tick: number
      profile: boolean
    }
  | { type: 'tick'; tick: number }
  | { type: 'resize'; width: number; height: number }

/** What the rain's worker tells the page. */
export type FromRain =
  /** No WebGL 2 here: the page shows the 2D rain instead. */
  | { type: 'unavailable' }
  | { type: 'lost' }
  | { type: 'restored' }
  | { type: 'failed'; message: string }
