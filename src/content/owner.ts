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

/**
 * The language your content is written in, as a language tag: "en", "de", "pt-BR", "zh-Hans"…
 * Every page's `lang` and the feed's come from it, so screen readers pick the voice, browsers offer
 * to translate and hyphenate, and the site's search cuts and stems words by it. The site's own
 * words ("Projects", "Back to My Journey") are in words.ts, to say in the same language.
 */
export const SITE_LANGUAGE = 'en'
