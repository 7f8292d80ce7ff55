/**
 * The titles of the detail screens' not-found views, by the first segment of their route; the page's
 * title (src/lib/pageMeta.ts) and the view's heading say the same. A Map, so that a path such as
 * `/constructor/x` finds nothing rather than a property every object inherits.
 */
export const NOT_FOUND: ReadonlyMap<string, string> = new Map([
  ['project', 'Project not found.'],
  ['experience', 'Experience not found.'],
  ['certificate', 'Certificate Not Found'],
])

/** The title of a category's not-found view: an address of a category no article has. */
export const CATEGORY_NOT_FOUND = 'Category not found.'
