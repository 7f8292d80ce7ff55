// Reading a picture the owner dropped next to the content: its size as it shows (EXIF orientation
// applied), whether it is a raster the build processes, and a tiny blurred preview of it.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import type { FallbackFormat } from '../src/lib/pictureRenditions.ts'

/** The formats a picture may come in, by file extension. */
const FORMATS: Record<string, string> = {
  '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'heif', '.svg': 'svg',
}

/** The width of the preview shown while a picture loads: a few hundred bytes, blurred by being scaled up. */
const PREVIEW_WIDTH = 16

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
      /** A data: URL of a tiny preview, for opaque pictures (a transparent one shows what is behind it). */
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
    placeholder: opaque ? await preview(bytes) : undefined,
  }
}

async function preview(bytes: Buffer): Promise<string> {
  const webp = await sharp(bytes).autoOrient().resize({ width: PREVIEW_WIDTH }).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}
