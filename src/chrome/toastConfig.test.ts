import { describe, expect, it } from 'vitest'
import { TOASTER_PROPS } from './toastConfig'

describe('toast configuration', () => {
  it('sits at the bottom centre', () => {
    expect(TOASTER_PROPS.position).toBe('bottom-center')
  })

  it('uses the spec durations and removal delay', () => {
    const options = TOASTER_PROPS.toastOptions
    expect({
      blank: options.blank.duration,
      error: options.error.duration,
      success: options.success.duration,
      loading: options.loading.duration,
      custom: options.custom.duration,
      removeDelay: options.removeDelay,
    }).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000, removeDelay: 1000 })
  })
})
