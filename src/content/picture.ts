import type { Picture } from './types'

/** Intrinsic sizes of the bundled pictures; the content test checks each file really has its size. */
export const SIZES = {
  thumbnail: { width: 1200, height: 675 },
  screenshot: { width: 1440, height: 900 },
  photo: { width: 1200, height: 800 },
  certificate: { width: 1400, height: 990 },
} as const

export function picture(src: string, size: keyof typeof SIZES, alt: string): Picture {
  return { src, alt, ...SIZES[size] }
}
