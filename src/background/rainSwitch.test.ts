import { describe, expect, it } from 'vitest'
import { requestedRain } from './rainSwitch'

describe('the ?rain switch', () => {
  it.each([
    ['', 'auto'],
    ['?rain=gpu', 'gpu'],
    ['?rain=2d', '2d'],
    ['?profile&rain=2d', '2d'],
    ['?rain=webgpu', 'auto'],
    ['?rain', 'auto'],
  ])('%s asks for %s', (search, expected) => {
    expect(requestedRain(search)).toBe(expected)
  })
})
