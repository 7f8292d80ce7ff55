import { describe, expect, it } from 'vitest'
import { hashTarget, navigationKind } from './navigation'

describe('navigationKind', () => {
  it('is the first load when no path was shown before', () => {
    expect(navigationKind(null, '/')).toBe('first-load')
    expect(navigationKind(null, '/project/1')).toBe('first-load')
  })

  it('is a new screen when the path changes', () => {
    expect(navigationKind('/', '/project/1')).toBe('new-screen')
    expect(navigationKind('/project/1', '/')).toBe('new-screen')
    expect(navigationKind('/experience/1', '/experience/2')).toBe('new-screen')
  })

  it('is the same screen when only the hash changed', () => {
    expect(navigationKind('/', '/')).toBe('same-screen')
    expect(navigationKind('/project/1', '/project/1')).toBe('same-screen')
  })
})

describe('hashTarget', () => {
  it('is the id after the #, decoded', () => {
    expect(hashTarget('#skills')).toBe('skills')
    expect(hashTarget('#caf%C3%A9')).toBe('café')
  })

  it('is empty without a hash', () => {
    expect(hashTarget('')).toBe('')
    expect(hashTarget('#')).toBe('')
  })

  it('is empty for a malformed escape rather than throwing', () => {
    expect(hashTarget('#%E0%A4%A')).toBe('')
    expect(hashTarget('#%')).toBe('')
  })
})
