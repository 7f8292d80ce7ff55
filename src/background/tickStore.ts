import { createStore } from 'zustand/vanilla'

export interface TickState {
  /** Ticks elapsed while running; the rain is a pure function of it. */
  tick: number
  /** Whether ticks are being counted (false while hidden, paused or not started). */
  running: boolean
}

export type TickStore = ReturnType<typeof createTickStore>

export function createTickStore() {
  return createStore<TickState>()(() => ({ tick: 0, running: false }))
}

/** The one tick of the background; read with getState() or subscribe(), never with a React hook. */
export const tickStore = createTickStore()
