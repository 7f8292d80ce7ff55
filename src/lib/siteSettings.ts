/**
 * The two deployment settings, read once at build time (vite.config.ts) from the environment:
 * - SITE_URL: the public origin the site is served from, used for canonical and preview URLs.
 * - BASE_PATH: the sub-path the site lives under (`/portfolio/` for a GitHub Pages project site).
 */
export const DEFAULT_SITE_URL = 'https://aarav-sharma.github.io'

export interface SiteSettings {
  /** Origin without a trailing slash, e.g. `https://example.com`. */
  readonly siteUrl: string
  /** Always starts and ends with `/`; `/` at the root of a host. */
  readonly basePath: string
}

/** `portfolio`, `/portfolio`, `/portfolio/` → `/portfolio/`; empty → `/`. */
export function normaliseBasePath(raw: string | undefined): string {
  const segments = (raw ?? '').split('/').filter(Boolean)
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/** An absolute http(s) URL reduced to its origin; anything else is a configuration mistake. */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://example.com, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must use http or https, got "${value}"`)
  if (url.pathname !== '/') throw new Error(`SITE_URL is the origin only; put the sub-path "${url.pathname}" in BASE_PATH`)
  return url.origin
}

export function siteSettings(env: Readonly<Record<string, string | undefined>>): SiteSettings {
  return { siteUrl: normaliseSiteUrl(env.SITE_URL), basePath: normaliseBasePath(env.BASE_PATH) }
}
