import { describe, expect, it, vi } from 'vitest'
import { createFrameGate } from './frameGate'

describe('createFrameGate', () => {
  it('asks for one frame however many ticks come before it is drawn', () => {
    const request = vi.fn()
    const gate = createFrameGate(request)
    gate.ask()
    gate.ask()
    gate.ask()
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('asks again once the frame was drawn', () => {
    const request = vi.fn()
    const gate = createFrameGate(request)
    gate.ask()
    gate.drawn()
    gate.ask()
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('asks for nothing without a tick', () => {
    const request = vi.fn()
    createFrameGate(request).drawn()
    expect(request).not.toHaveBeenCalled()
  })
})
