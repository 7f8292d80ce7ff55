import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { prefersReducedMotion } from './reducedMotion'

interface MotionState {
  /** Whether continuous motion (typewriter, background) is paused by the visitor's choice. */
  paused: boolean
  setPaused: (paused: boolean) => void
  toggle: () => void
}

/**
 * The visitor's motion choice, remembered across visits. A first visit starts paused when the
 * system asks for reduced motion.
 */
export const useMotionStore = create<MotionState>()(
  persist(
    (set) => ({
      paused: prefersReducedMotion(),
      setPaused: (paused) => set({ paused }),
      toggle: () => set((state) => ({ paused: !state.paused })),
    }),
    {
      name: 'motion',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ paused: state.paused }),
    },
  ),
)
