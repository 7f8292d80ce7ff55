// Reading a picture the owner dropped next to the content: its size as it shows (EXIF orientation
// applied), whether it is a raster the build processes, and a soft preview of its colours.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { pixelsToCssGradients } from '@unpic/placeholder'
import sharp, { type Metadata } from 'sharp'
import type { FallbackFormat } from '../src/lib/pictureRenditions.ts'

/** The formats a picture may come in, by file extension. */
const FORMATS: Record<string, string> = {
  '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'heif', '.svg': 'svg',
}

/** The preview's grid, along a photo's long side and its short one: a colour blob at each point. */
const PREVIEW_GRID = [4, 3] as const

export type PictureSource =
  | { readonly kind: 'svg'; readonly width: number; readonly height: number }
  | {
      readonly kind: 'raster'
      readonly width: number
      readonly height: number
      readonly fallback: FallbackFormat
      /** A digest of the file's bytes, for names and the cache. */
      readonly digest: string
      readonly bytes: Buffer
      /** A CSS background of a few soft colour blobs, for opaque pictures (a transparent one shows what is behind it). */
      readonly placeholder?: string
    }
  | { readonly kind: 'problem'; readonly problem: string }

/** What `path` holds as a picture, or why it cannot be one; `shownAs` is how a problem names the file. */
export async function readPictureFile(path: string, shownAs: string): Promise<PictureSource> {
  const expected = FORMATS[extname(path).toLowerCase()]
  if (expected === undefined) return { kind: 'problem', problem: `not a JPEG, PNG, WebP, AVIF or SVG file: ${shownAs}` }
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    return { kind: 'problem', problem: `image file not found: ${shownAs}` }
  }
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    return { kind: 'problem', problem: `not an image: ${shownAs}` }
  }
  if (metadata.format !== expected) return { kind: 'problem', problem: `not a ${expected.toUpperCase()} image: ${shownAs}` }
  const { width, height } = metadata.autoOrient
  if (metadata.format === 'svg') return { kind: 'svg', width, height }
  const opaque = !metadata.hasAlpha
  return {
    kind: 'raster',
    width,
    height,
    fallback: opaque ? 'jpg' : 'png',
    digest: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    placeholder: opaque ? await preview(bytes, width, height) : undefined,
  }
}

/**
 * The photo's colours on a 4×3 grid (3×4 upright) as CSS gradients over their mean: a blurred
 * preview drawn by the browser from the page's own HTML, no image to decode and no request of any
 * kind (a data: URL is one, in the browser and in Lighthouse's simulation of the load).
 */
async function preview(bytes: Buffer, width: number, height: number): Promise<string> {
  const [columns, rows] = width >= height ? PREVIEW_GRID : ([PREVIEW_GRID[1], PREVIEW_GRID[0]] as const)
  const pixels = await sharp(bytes).autoOrient().resize(columns, rows, { fit: 'fill' }).removeAlpha().ensureAlpha(1).raw().toBuffer()
  const mean = [0, 1, 2].map((channel) => {
    let sum = 0
    for (let i = channel; i < pixels.length; i += 4) sum += pixels[i] ?? 0
    return Math.round(sum / (columns * rows))
  })
  const base = `#${mean.map((value) => value.toString(16).padStart(2, '0')).join('')}`
  return [...pixelsToCssGradients(new Uint8ClampedArray(pixels), columns, rows), `linear-gradient(${base},${base})`].join(',')
}
