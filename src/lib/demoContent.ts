/**
 * The demo content this repository ships, which the specification describes. While the owner in
 * src/content/owner.ts is the demo's, the site is the demo: the tests check the spec's exact values
 * on it. Once the name is another's, the content is the owner's and those checks stand aside.
 */
export const DEMO_OWNER_NAME = 'Aarav Sharma'

/** The demo's published address, which an owner's site must not claim as its own. */
export const DEMO_SITE_URL = 'https://aarav-sharma.github.io'

/** Whether a site whose owner is named so is still the demo. */
export const isDemoOwner = (ownerName: string): boolean => ownerName.trim() === DEMO_OWNER_NAME
