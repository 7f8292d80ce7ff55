/**
 * The owner's name, kept in this one place: the brand, the page titles and the letters of the
 * falling-letters background all come from it. Replace it with your own.
 */
export const OWNER_NAME = 'Aarav Sharma'

/**
 * The address the site is published at, the origin only (its sub-path, if any, is BASE_PATH): canonical
 * URLs, link previews, the feed and the sitemap are built from it. Replace it with yours; a deploy may
 * override it with the SITE_URL environment variable (docs/deploy.md).
 */
export const SITE_URL = 'https://aarav-sharma.github.io'
