import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { nextTask } from './nextTask'
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reducedMotion'

interface MotionState {
  /** The visitor's own choice, remembered across visits; null until they make one. */
  choice: 'paused' | 'playing' | null
  /** Whether continuous motion (typewriter, background) is paused: the choice, else the system's reduced-motion wish. */
  paused: boolean
  /** False on the server and until the remembered choice has been read after hydration. */
  ready: boolean
  toggle: () => void
  /** Re-derives `paused` after the remembered choice or the system preference changed. */
  sync: () => void
}

const derivePaused = (choice: MotionState['choice']) => (choice === null ? prefersReducedMotion() : choice === 'paused')

/**
 * Motion preference. Starts "playing" so the server and the first client render agree; the
 * remembered choice is read after hydration (`startMotionPreference`).
 */
export const useMotionStore = create<MotionState>()(
  persist(
    (set, get) => ({
      choice: null,
      paused: false,
      ready: false,
      toggle: () => {
        const choice = get().paused ? 'playing' : 'paused'
        set({ choice, paused: choice === 'paused' })
      },
      sync: () => set({ paused: derivePaused(get().choice), ready: true }),
    }),
    {
      name: 'motion',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ choice: state.choice }),
      skipHydration: true,
      onRehydrateStorage: () => (state) => state?.sync(),
    },
  ),
)

/**
 * Reads the remembered choice and follows changes of the system preference; returns a cleanup. It
 * starts in a task of its own: React renders a store's readers synchronously when it changes, and
 * that render would otherwise lengthen the task that runs the hydrated page's effects.
 */
export function startMotionPreference(): () => void {
  let stopped = false
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  const onChange = () => useMotionStore.getState().sync()
  void nextTask().then(() => {
    if (stopped) return
    void useMotionStore.persist.rehydrate()
    useMotionStore.getState().sync()
    query.addEventListener('change', onChange)
  })
  return () => {
    stopped = true
    query.removeEventListener('change', onChange)
  }
}
