import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile } from './securityHeaders'

function directives(policy: string): Map<string, string> {
  return new Map(policy.split('; ').map((d) => [d.slice(0, d.indexOf(' ')), d.slice(d.indexOf(' ') + 1)]))
}

describe('contentSecurityPolicy', () => {
  const meta = directives(contentSecurityPolicy('meta'))

  it('allows only our own scripts: nothing inline, no eval, only the compiling of WebAssembly', () => {
    expect(meta.get('script-src')).toBe("'self' 'wasm-unsafe-eval'")
    expect(contentSecurityPolicy('meta')).not.toMatch(/'unsafe-eval'/)
  })

  it('lets search fetch its index and WebAssembly from our own origin only', () => {
    expect(meta.get('connect-src')).toBe("'self'")
  })

  it('locks down frames, plugins, base and forms', () => {
    expect(meta.get('frame-src')).toBe('https://www.youtube-nocookie.com')
    expect(meta.get('object-src')).toBe("'none'")
    expect(meta.get('base-uri')).toBe("'self'")
    expect(meta.get('form-action')).toBe("'none'")
  })

  it('adds frame-ancestors only to the header, where browsers honour it', () => {
    expect(meta.has('frame-ancestors')).toBe(false)
    expect(directives(contentSecurityPolicy('header')).get('frame-ancestors')).toBe("'none'")
  })
})

describe('headersFile', () => {
  it('sends the policy and hardening headers for every page under the base path', () => {
    const file = headersFile('/portfolio/')
    expect(file).toMatch(/^\/portfolio\/\*\n {2}Content-Security-Policy: default-src 'self';/)
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n')
    expect(file).toContain('  X-Content-Type-Options: nosniff\n')
    expect(file).toContain('  Permissions-Policy: ')
  })

  it('caches hashed assets for a year', () => {
    expect(headersFile('/')).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})
