import { create } from 'zustand'

/** What the page shows of the rain: which path draws it and whether it moves. */
export interface RainStatus {
  /** `gpu` and `2d` draw in the rain's worker, `page` is the 2D rain on the main thread, `still` one frame for reduced motion. */
  path: 'gpu' | '2d' | 'page' | 'still' | 'none'
  running: boolean
}

export const useRainStatus = create<RainStatus>()(() => ({ path: 'none', running: false }))
