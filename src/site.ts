import type { SiteSettings } from './lib/siteSettings'

/** The deployment settings as the built app sees them (see src/lib/siteSettings.ts). */
export const site: SiteSettings = {
  siteUrl: import.meta.env.SITE_URL,
  basePath: import.meta.env.BASE_URL,
}

/** wouter wants the base without its trailing slash, and nothing at all at the root. */
export const routerBase = site.basePath.replace(/\/$/, '')
