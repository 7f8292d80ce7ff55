import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRecovery } from './rainRecovery'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the way back to the GPU rain', () => {
  it('tries the GPU again a delay after a loss, once', () => {
    const retry = vi.fn()
    const recovery = createRecovery(retry, 1000, 3)
    recovery.lost()
    vi.advanceTimersByTime(999)
    expect(retry).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(retry).toHaveBeenCalledTimes(1)
    recovery.tried('gpu')
    vi.advanceTimersByTime(10_000)
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('tries again while the GPU stays away, and gives up after the last try', () => {
    const retry = vi.fn()
    const recovery = createRecovery(retry, 1000, 3)
    recovery.lost()
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(1000)
      recovery.tried('2d')
    }
    vi.advanceTimersByTime(10_000)
    expect(retry).toHaveBeenCalledTimes(3)
  })

  it('counts the tries over the visit: a GPU lost again and again ends on the 2D rain', () => {
    const retry = vi.fn()
    const recovery = createRecovery(retry, 1000, 2)
    for (let i = 0; i < 4; i++) {
      recovery.lost()
      vi.advanceTimersByTime(1000)
      recovery.tried('gpu')
    }
    expect(retry).toHaveBeenCalledTimes(2)
  })

  it('stops with the page', () => {
    const retry = vi.fn()
    const recovery = createRecovery(retry, 1000, 3)
    recovery.lost()
    recovery.stop()
    vi.advanceTimersByTime(5000)
    expect(retry).not.toHaveBeenCalled()
  })
})
