import { DEMO_SITE_URL, isDemoOwner } from './demoContent.ts'
import { languageTag } from './languageTag.ts'

/**
 * The two deployment settings, read once at build time (vite.config.ts):
 * - SITE_URL: the public origin the site is served from, used for canonical and preview URLs; the
 *   owner's, from src/content/owner.ts, unless the environment names another for a deploy.
 * - BASE_PATH: the sub-path the site lives under (`/portfolio/` for a GitHub Pages project site),
 *   from the environment.
 */
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
export function normaliseSiteUrl(raw: string): string {
  const value = raw.trim()
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://example.com, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must use http or https, got "${value}"`)
  if (url.pathname !== '/') {
    const where = `BASE_PATH=${url.pathname.replace(/\/?$/, '/')}`
    throw new Error(`SITE_URL is the address's origin only (${url.origin}); its sub-path goes in the environment, as ${where} (GitHub Pages' workflow sets it: docs/deploy.md)`)
  }
  return url.origin
}

/** The settings from an environment; `ownerSiteUrl` is the address when the environment sets none. */
export function siteSettings(env: Readonly<Record<string, string | undefined>>, ownerSiteUrl: string): SiteSettings {
  return { siteUrl: normaliseSiteUrl(env.SITE_URL?.trim() || ownerSiteUrl), basePath: normaliseBasePath(env.BASE_PATH) }
}

/**
 * What in the owner's settings (src/content/owner.ts, and the environment's SITE_URL) the build cannot
 * use, one line each: the build lists them with the content's problems and stops.
 */
export function settingProblems(env: Readonly<Record<string, string | undefined>>, owner: { readonly SITE_URL: string; readonly SITE_LANGUAGE: string }): string[] {
  const checks = [() => siteSettings(env, owner.SITE_URL), () => languageTag(owner.SITE_LANGUAGE)]
  return checks.flatMap((check) => {
    try {
      check()
      return []
    } catch (error) {
      return [(error as Error).message]
    }
  })
}

/**
 * What a production build says when the site is someone else's but would be published under the
 * demo's address (canonical URLs, the feed and the sitemap would point at the demo); nothing otherwise.
 */
export function demoAddressWarning(ownerName: string, siteUrl: string): string | undefined {
  if (isDemoOwner(ownerName) || siteUrl !== DEMO_SITE_URL) return undefined
  return `the site's address is still the demo's (${DEMO_SITE_URL}): set yours as SITE_URL in src/content/owner.ts`
}
