import { describe, expect, it } from 'vitest'
import { paths } from '../lib/paths'
import { loadEveryScreenCode, loadScreenCode, SCREEN_KINDS, screenAt, screenCodeNow } from './screenCode'

describe('screenAt', () => {
  it('names the kind of screen the router shows at each kind of address', () => {
    expect(screenAt(paths.home)).toBe('home')
    expect(screenAt(paths.project('plant monitor'))).toBe('project')
    expect(screenAt(paths.journeyIndex)).toBe('journeyIndex')
    expect(screenAt(paths.journey('robots-on-stage'))).toBe('journey')
    expect(screenAt(paths.journeyCategory('hackathon'))).toBe('journeyCategory')
    expect(screenAt(paths.certificate('7'))).toBe('certificate')
  })

  it('names none for an address the router sends home, as it reads them, case sensitively', () => {
    for (const path of ['/Project/1', '/project', '/project/1/2', '/experience/category/a/b', '/blog']) expect(screenAt(path), path).toBeUndefined()
  })
})

describe('loadScreenCode', () => {
  it('has every kind of screen’s code once it is fetched, the same each time it is asked for', async () => {
    expect(screenCodeNow('certificate')).toBeUndefined()
    const screen = await loadScreenCode('certificate')
    expect(screenCodeNow('certificate')).toBe(screen)
    expect(await loadScreenCode('certificate')).toBe(screen)
    const every = await loadEveryScreenCode()
    expect(every).toHaveLength(SCREEN_KINDS.length)
    for (const kind of SCREEN_KINDS) expect(typeof screenCodeNow(kind), kind).toBe('function')
  })
})
