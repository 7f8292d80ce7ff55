import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_NAME, isDemoOwner } from './demoContent'

describe('isDemoOwner', () => {
  it('knows the demo by its owner’s name, however it is padded', () => {
    expect(isDemoOwner(DEMO_OWNER_NAME)).toBe(true)
    expect(isDemoOwner(` ${DEMO_OWNER_NAME}\n`)).toBe(true)
  })

  it('takes any other name for an owner’s own site', () => {
    for (const name of ['Mira Okafor', DEMO_OWNER_NAME.toUpperCase(), DEMO_OWNER_NAME.split(' ')[0] ?? '', '']) {
      expect(isDemoOwner(name), name).toBe(false)
    }
  })
})
