import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { prefersReducedMotion } from './reducedMotion'

/** The remembered choice, if storage holds a usable one. */
function readPaused(stored: unknown): boolean | undefined {
  if (typeof stored !== 'object' || stored === null || !('paused' in stored)) return undefined
  return typeof stored.paused === 'boolean' ? stored.paused : undefined
}

interface MotionState {
  /** Whether continuous motion (typewriter, background) is paused by the visitor's choice. */
  paused: boolean
  setPaused: (paused: boolean) => void
  toggle: () => void
}

/**
 * The visitor's motion choice, remembered across visits. A first visit starts paused when the
 * system asks for reduced motion. The initial state is the same on the server and in the browser
 * (not paused), because hydration renders from it; the stored or system choice follows right after.
 */
export const useMotionStore = create<MotionState>()(
  persist(
    (set) => ({
      paused: false,
      setPaused: (paused) => set({ paused }),
      toggle: () => set((state) => ({ paused: !state.paused })),
    }),
    {
      name: 'motion',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ paused: state.paused }),
      merge: (stored, current) => ({ ...current, paused: readPaused(stored) ?? prefersReducedMotion() }),
    },
  ),
)
