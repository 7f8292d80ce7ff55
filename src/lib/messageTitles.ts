/**
 * The titles of the screens that show only a message (src/components/MessageView.tsx): the page's
 * title (src/lib/pageMeta.ts) and the view's heading say the same. First, the detail screens' not-found
 * views.
 */
export const PROJECT_NOT_FOUND = 'Project not found.'
export const ARTICLE_NOT_FOUND = 'Experience not found.'
export const CERTIFICATE_NOT_FOUND = 'Certificate Not Found'
/** The title of a category's not-found view: an address of a category no article has. */
export const CATEGORY_NOT_FOUND = 'Category not found.'

/**
 * The not-found titles by the first segment of their route. A Map, so that a path such as
 * `/constructor/x` finds nothing rather than a property every object inherits.
 */
export const NOT_FOUND: ReadonlyMap<string, string> = new Map([
  ['project', PROJECT_NOT_FOUND],
  ['experience', ARTICLE_NOT_FOUND],
  ['certificate', CERTIFICATE_NOT_FOUND],
])

/** The title of a screen whose data was asked for and could not be had: offline, or a file gone since the page loaded. */
export const SCREEN_UNAVAILABLE = 'This page could not be loaded.'
