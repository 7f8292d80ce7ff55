import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, normaliseBasePath, normaliseSiteUrl, siteSettings } from './siteSettings'

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['portfolio', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['//a//b/', '/a/b/'],
  ])('%s → %s', (raw, expected) => expect(normaliseBasePath(raw)).toBe(expected))
})

describe('normaliseSiteUrl', () => {
  it('defaults when unset or blank', () => {
    expect(normaliseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL)
    expect(normaliseSiteUrl('  ')).toBe(DEFAULT_SITE_URL)
  })

  it('keeps the origin and drops a trailing slash', () => {
    expect(normaliseSiteUrl('https://example.com/')).toBe('https://example.com')
    expect(normaliseSiteUrl('http://localhost:8080')).toBe('http://localhost:8080')
  })

  it('rejects what cannot be a public origin, saying why', () => {
    expect(() => normaliseSiteUrl('example.com')).toThrow(/absolute URL/)
    expect(() => normaliseSiteUrl('ftp://example.com')).toThrow(/http or https/)
    expect(() => normaliseSiteUrl('https://example.com/portfolio/')).toThrow(/BASE_PATH/)
  })
})

it('reads both settings from an environment', () => {
  expect(siteSettings({ SITE_URL: 'https://me.dev', BASE_PATH: 'site' })).toEqual({
    siteUrl: 'https://me.dev',
    basePath: '/site/',
  })
})
