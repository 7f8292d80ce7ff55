import { describe, expect, it } from 'vitest'
import { canonicalAddress } from './canonicalAddress'

describe('canonicalAddress', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/project/1', '/project/1'],
    ['/project/1/', '/project/1'],
    ['/project/1/index.html', '/project/1'],
    ['//project//1', '/project/1'],
    ['//project//1//', '/project/1'],
    ['/experience/sample-2/index.html', '/experience/sample-2'],
  ])('spells %s as %s', (path, canonical) => {
    expect(canonicalAddress(path)).toBe(canonical)
  })

  it.each([
    ['/portfolio/', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/index.html', '/portfolio/'],
    ['/portfolio/certificate/AI/', '/portfolio/certificate/AI'],
    ['/portfolio//certificate/AI/index.html', '/portfolio/certificate/AI'],
    ['/elsewhere/x/', '/elsewhere/x/'],
  ])('under a base path, spells %s as %s', (path, canonical) => {
    expect(canonicalAddress(path, '/portfolio/')).toBe(canonical)
  })

  it('leaves an id that merely ends like a file alone', () => {
    expect(canonicalAddress('/project/index.htm')).toBe('/project/index.htm')
  })
})
