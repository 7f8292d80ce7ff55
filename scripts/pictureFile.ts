// Reading a picture the owner dropped next to the content: its size as it shows (EXIF orientation
// applied), whether it is a raster the build processes, and a soft preview of its colours.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, extname } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { cutRegion, type Region, type Shape } from './pictureCut.ts'
import { didYouMean } from '../src/lib/didYouMean.ts'
import type { FallbackFormat } from '../src/lib/pictureRenditions.ts'

/** The formats a picture may come in, by file extension. */
const FORMATS: Record<string, string> = {
  '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'heif', '.svg': 'svg',
}

/** A phone's own format, which the build cannot read, and what to do with such a photo. */
const PHONE_FORMAT = /\.hei[cf]$/i
const PHONE_FORMAT_ADVICE = 'a phone’s HEIC photo: export it as JPEG, or set the camera to save JPEG (on an iPhone, "Most Compatible")'

/** The bands of a photo's preview, top to bottom: each its colour on average. */
const PREVIEW_BANDS = 4

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
      /** The part of it shown, where it is cut to a box's shape (scripts/pictureCut.ts). */
      readonly region?: Region
      /** A CSS gradient of the colours of what is shown, top to bottom, for opaque pictures (a transparent one shows what is behind it). */
      readonly placeholder?: string
    }
  | { readonly kind: 'problem'; readonly problem: string }

/**
 * Why `path` names no file of its folder, where it does not: the folder's file it is likely to be.
 * A name in other capitals is refused where the system would find it (macOS, Windows), as the
 * server the site is published on tells capitals apart.
 */
async function missingFile(path: string, shownAs: string): Promise<string | undefined> {
  const files = await readdir(dirname(path)).catch((): string[] => [])
  const name = basename(path)
  if (files.includes(name)) return undefined
  const twin = files.find((file) => file.toLowerCase() === name.toLowerCase())
  if (twin !== undefined) return `image file not found: ${shownAs}: its folder has "${twin}" (a name's capitals count on the server)`
  return `image file not found: ${shownAs}${didYouMean(name, files)}`
}

/**
 * What `path` holds as a picture, or why it cannot be one; `shownAs` is how a problem names the file.
 * A raster to be `cut` to a shape around its focus comes with the region shown, previewed alone.
 */
export async function readPictureFile(path: string, shownAs: string, cut?: { shape: Shape; focus?: string }): Promise<PictureSource> {
  const expected = FORMATS[extname(path).toLowerCase()]
  if (expected === undefined) {
    const advice = PHONE_FORMAT.test(path) ? ` (${PHONE_FORMAT_ADVICE})` : ''
    return { kind: 'problem', problem: `not a JPEG, PNG, WebP, AVIF or SVG file: ${shownAs}${advice}` }
  }
  const missing = await missingFile(path, shownAs)
  if (missing !== undefined) return { kind: 'problem', problem: missing }
  const bytes = await readFile(path).catch(() => undefined)
  if (bytes === undefined) return { kind: 'problem', problem: `not a file that can be read: ${shownAs}` }
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
  const region = cut && cutRegion(width, height, cut.shape, cut.focus)
  return {
    kind: 'raster',
    width,
    height,
    fallback: opaque ? 'jpg' : 'png',
    digest: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    ...(region && { region }),
    placeholder: opaque ? await preview(bytes, region) : undefined,
  }
}

/**
 * The photo's colours from top to bottom as one CSS linear gradient, the average of each of four
 * bands: the sky over the ground, the light over the dark, drawn by the browser from the page's own
 * HTML. No image to decode and no request of any kind (a data: URL is one, in the browser and in
 * Lighthouse's simulation of the load); and one layer only, as what lies under a photo is painted
 * again whenever its tile is (a dozen radial gradients doubled the desktop Speed Index on a software
 * rasteriser).
 */
async function preview(bytes: Buffer, region?: Region): Promise<string> {
  const upright = sharp(bytes).autoOrient()
  const shown = region === undefined ? upright : upright.extract(region)
  const pixels = await shown.resize(1, PREVIEW_BANDS, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const hex = (value: number) => value.toString(16).padStart(2, '0')
  const stops = Array.from({ length: PREVIEW_BANDS }, (_, band) => `#${[...pixels.subarray(band * 3, band * 3 + 3)].map(hex).join('')}`)
  return `linear-gradient(${stops.join(',')})`
}
