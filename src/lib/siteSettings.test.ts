import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_NAME, DEMO_SITE_URL } from './demoContent'
import { demoAddressWarning, normaliseBasePath, normaliseSiteUrl, settingProblems, siteSettings } from './siteSettings'

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
  it('keeps the origin and drops a trailing slash', () => {
    expect(normaliseSiteUrl('https://example.com/')).toBe('https://example.com')
    expect(normaliseSiteUrl('http://localhost:8080')).toBe('http://localhost:8080')
  })

  it('rejects what cannot be a public origin, saying why', () => {
    expect(() => normaliseSiteUrl('example.com')).toThrow(/absolute URL/)
    expect(() => normaliseSiteUrl('ftp://example.com')).toThrow(/http or https/)
    expect(() => normaliseSiteUrl('https://example.com/portfolio/')).toThrow('SITE_URL is the address\'s origin only (https://example.com); its sub-path goes in the environment, as BASE_PATH=/portfolio/')
    expect(() => normaliseSiteUrl('https://example.com/portfolio')).toThrow('as BASE_PATH=/portfolio/ ')
  })
})

describe('siteSettings', () => {
  it("takes the owner's address when the environment sets none", () => {
    expect(siteSettings({}, 'https://owner.example/')).toEqual({ siteUrl: 'https://owner.example', basePath: '/' })
    expect(siteSettings({ SITE_URL: '  ' }, 'https://owner.example')).toEqual({ siteUrl: 'https://owner.example', basePath: '/' })
  })

  it("lets the environment's SITE_URL override the owner's address for a deploy", () => {
    expect(siteSettings({ SITE_URL: 'https://me.dev', BASE_PATH: 'site' }, 'https://owner.example')).toEqual({
      siteUrl: 'https://me.dev',
      basePath: '/site/',
    })
  })

  it("rejects an owner's address that is not an origin", () => {
    expect(() => siteSettings({}, 'owner.example')).toThrow(/absolute URL/)
  })
})

describe('demoAddressWarning', () => {
  it("warns when someone else's site would be published under the demo's address, saying where to set it", () => {
    expect(demoAddressWarning('Mira Okafor', DEMO_SITE_URL)).toMatch(/still the demo's.*SITE_URL in src\/content\/owner\.ts/)
  })

  it("stays quiet for the demo itself and for an owner's own address", () => {
    expect(demoAddressWarning(DEMO_OWNER_NAME, DEMO_SITE_URL)).toBeUndefined()
    expect(demoAddressWarning('Mira Okafor', 'https://mira.example')).toBeUndefined()
  })
})

describe('settingProblems', () => {
  it('finds none in settings the build can use', () => {
    expect(settingProblems({}, { SITE_URL: 'https://me.example', SITE_LANGUAGE: 'pt-BR' })).toEqual([])
  })

  it('names each setting the build cannot use, the environment\'s address included', () => {
    expect(settingProblems({ SITE_URL: 'me.example' }, { SITE_URL: 'https://me.example', SITE_LANGUAGE: 'Deutsch' })).toEqual([
      'SITE_URL must be an absolute URL such as https://example.com, got "me.example"',
      'SITE_LANGUAGE in src/content/owner.ts must be a language tag such as "en", "de" or "pt-BR", got "Deutsch"',
    ])
  })
})
