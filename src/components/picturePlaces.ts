/** The width of an article's text column at its widest (DetailPage.module.css, `.prose`). */
const TEXT_COLUMN_REM = 45

/** A picture across a detail page's column. */
const ACROSS_PAGE = '(min-width: 68rem) 54rem, calc(92vw - 2rem)'

/**
 * Every place the site shows a picture, with the `sizes` that tells the browser how wide the picture
 * is there at each breakpoint, so it fetches the smallest rendition that is sharp. Each follows the
 * CSS of its place (the section and detail page widths, the card grids); change them together.
 */
export const PICTURE_SIZES = {
  /** A journey or project card: two columns from about 900 px (projects from 768), one below. */
  card: '(min-width: 74rem) 33rem, (min-width: 48rem) calc(50vw - 4rem), calc(100vw - 4rem)',
  /** A certificate card: four columns on a wide screen, two from 640 px. */
  certificateCard: '(min-width: 74rem) 15rem, (min-width: 40rem) calc(50vw - 4rem), calc(100vw - 4rem)',
  /** The picture across an article's page: its thumbnail. */
  hero: ACROSS_PAGE,
  /** The picture across a certificate's page, in its own shape. */
  wide: ACROSS_PAGE,
  /** A tile of an article's gallery: three columns from 768 px, two below. */
  gallery: '(min-width: 68rem) 18rem, (min-width: 48rem) calc(30vw - 1rem), calc(46vw - 1.5rem)',
  /** A project screenshot: two columns from 640 px. */
  screenshot: '(min-width: 68rem) 27rem, (min-width: 40rem) calc(46vw - 2rem), calc(92vw - 2rem)',
  /** A photo in an article's or a project's text, across its column. */
  body: `(min-width: 54rem) ${TEXT_COLUMN_REM}rem, calc(92vw - 2rem)`,
} as const

export type PicturePlace = keyof typeof PICTURE_SIZES

/**
 * The shape of each place's box, where it crops what it shows to a shape of its own (Img.module.css):
 * the build cuts the renditions of the pictures shown there to it, around their focus, so that no
 * pixel the box would crop away is sent (scripts/markdownEntries.ts).
 */
export const PICTURE_SHAPES = {
  card: { width: 16, height: 9 },
  hero: { width: 16, height: 9 },
  gallery: { width: 3, height: 2 },
  screenshot: { width: 16, height: 10 },
} as const satisfies Partial<Record<PicturePlace, { width: number; height: number }>>

/**
 * The widest a place ever shows a picture, in CSS px, where that is narrower than the widest
 * rendition: a rendition beyond twice this is never needed, so it is not offered.
 */
export const PICTURE_MAX_WIDTHS: Partial<Record<PicturePlace, number>> = { body: TEXT_COLUMN_REM * 16 }
