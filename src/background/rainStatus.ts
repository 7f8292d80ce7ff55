import { create } from 'zustand'
import type { RainPath } from './rainMessages'

/**
 * Which rain the page shows. Whether it moves is not kept here: that is `useRunning()`, derived from
 * the tab's visibility and the motion store.
 */
export interface RainStatus {
  /** `gpu` and `2d` draw in the rain's worker, `page` is the 2D rain on the main thread, `still` one frame for reduced motion. */
  path: RainPath | 'page' | 'still' | 'none'
}

export const useRainStatus = create<RainStatus>()(() => ({ path: 'none' }))
