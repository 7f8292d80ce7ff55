/**
 * The renditions the build makes of a raster picture, and their addresses. The widths cover every
 * place a picture is shown at 1× and 2× density: a 20-rem card (320, 640), a gallery tile, a
 * screenshot and a full-width picture on a phone (960, and 1200 for a 390-px phone at 3×), the
 * article and certificate pictures of a wide screen (1600, 1920).
 */
export const RENDITION_WIDTHS: readonly number[] = [320, 640, 960, 1200, 1600, 1920]

/** The widest rendition a gallery link opens: large enough to look at, far smaller than a camera's 4032 px. */
export const LARGE_WIDTH = 2560

/** The narrowest place a picture is shown at; a picture narrower than it is blurred there. */
export const SMALLEST_SHOWN_WIDTH = RENDITION_WIDTHS[0] ?? 320

/** The formats every browser gets to choose from, best first; the `<img>` itself falls back to JPEG or PNG. */
export const MODERN_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const

export type FallbackFormat = 'jpg' | 'png'

/** A processed raster picture: its renditions are `${prefix}-${width}.${format}`. */
export interface Raster {
  readonly prefix: string
  readonly widths: readonly number[]
  readonly fallback: FallbackFormat
  /** The width of the large rendition a gallery opens (fallback format). */
  readonly large: number
  /**
   * Where the renditions are cut to the shape of the box that shows them: the prefix of the whole
   * picture's files, whose large rendition a gallery opens.
   */
  readonly whole?: string
}

/** The widths made of a source `sourceWidth` px wide: never wider than the source, the source's own width as the top one. */
export function renditionWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, RENDITION_WIDTHS.at(-1) ?? sourceWidth)
  const fitting = RENDITION_WIDTHS.filter((width) => width < widest)
  return [...fitting, widest]
}

/** The width of the large rendition of a source `sourceWidth` px wide. */
export function largeWidth(sourceWidth: number): number {
  return Math.min(sourceWidth, LARGE_WIDTH)
}

/**
 * The renditions worth offering where a picture is never shown wider than `widest` px, 2× density
 * included: those not wider, or the narrowest if every one is.
 */
export function renditionsUpTo(raster: Raster, widest: number): Raster {
  const fitting = raster.widths.filter((width) => width <= widest)
  return { ...raster, widths: fitting.length > 0 ? fitting : raster.widths.slice(0, 1) }
}

/** The address of a raster's widest rendition in its fallback format: what an `<img>` without `srcset` shows. */
export function fallbackUrl(raster: Raster): string {
  return renditionUrl(raster, raster.widths.at(-1) ?? raster.large, raster.fallback)
}

function renditionUrl(raster: Pick<Raster, 'prefix'>, width: number, extension: string): string {
  return `${raster.prefix}-${width}.${extension}`
}

/** A `srcset` of every rendition in one format. */
export function srcset(raster: Raster, extension: string): string {
  return raster.widths.map((width) => `${renditionUrl(raster, width, extension)} ${width}w`).join(', ')
}

/**
 * Every file made of a raster, as `[width, extension]` pairs: each width in each format, and the
 * large one, unless a width is as large or the large one is the whole picture's.
 */
export function renditionFiles(raster: Raster): [number, string][] {
  const extensions = [...MODERN_FORMATS.map((format) => format.extension), raster.fallback]
  const files = raster.widths.flatMap((width) => extensions.map((extension): [number, string] => [width, extension]))
  return raster.whole !== undefined || raster.widths.includes(raster.large) ? files : [...files, [raster.large, raster.fallback]]
}

/** The address of a picture's large rendition, which a gallery opens, of the whole picture; an SVG is its own. */
export function largeUrl({ src, raster }: { src: string; raster?: Raster }): string {
  return raster ? renditionUrl({ prefix: raster.whole ?? raster.prefix }, raster.large, raster.fallback) : src
}
