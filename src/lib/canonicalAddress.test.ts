import { describe, expect, it } from 'vitest'
import { canonicalAddress, pageIsAt } from './canonicalAddress'

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

describe('pageIsAt', () => {
  it.each([
    ['/', '/'],
    ['/project/1', '/project/1'],
    ['/certificate/AI', '/certificate/%41I'],
    ['/experience/caf%C3%A9', '/experience/café'],
    ['/portfolio/project/1', '/portfolio/project/1'],
  ])('%s is the page at %s', (page, address) => expect(pageIsAt(page, address)).toBe(true))

  it.each([
    ['/project/1', '/project%2F1'],
    ['/project/1', '/project%2f1'],
    ['/project/1', '/x/%2e%2e%2Fproject%2F1'],
    ['/', '/evil.example/%2e%2e%2F'],
    ['/project/1', '/Project/1'],
    ['/project/1', '/project/2'],
    ['/project/1', '/project/1/x'],
  ])('%s is not the page at %s', (page, address) => expect(pageIsAt(page, address)).toBe(false))
})
