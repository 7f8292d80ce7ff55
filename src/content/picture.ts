import type { Picture, PictureFile } from './types'

/**
 * A picture of the content: a file imported with `?picture` and what it shows. `focus` keeps the
 * subject in view where a box of another shape crops the picture ("50% 30%": across, then down).
 */
export function picture(file: PictureFile, alt: string, focus?: string): Picture {
  return focus === undefined ? { ...file, alt } : { ...file, alt, focus }
}
