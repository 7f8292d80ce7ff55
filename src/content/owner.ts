/**
 * The owner's name, kept in this one place: the brand, the page titles and the letters of the
 * falling-letters background all come from it. Replace it with your own.
 */
export const OWNER_NAME = 'Aarav Sharma'
