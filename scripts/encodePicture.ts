// Encoding a raster picture's renditions with sharp, cached on disk across builds. A rendition's file
// name carries a digest of the source's bytes and of the encoding settings, so the cache needs no
// other key: a changed photo or a changed setting is a new name.
import { createHash } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { RENDITION_WIDTHS, LARGE_WIDTH } from '../src/lib/pictureRenditions.ts'
import type { Region } from './pictureCut.ts'
import { writeAtomically } from './writeAtomically.ts'

/** Encoder settings per output format. sharp writes no metadata unless asked: no EXIF, GPS or serial numbers leave the build. */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
} as const

/** What the settings add to every name: change an encoder or the widths and every picture is made anew. */
const SETTINGS = createHash('sha256').update(`${Object.values(ENCODERS).join()}${RENDITION_WIDTHS.join()}${LARGE_WIDTH}`).digest('hex')

/** The name every rendition of a picture starts with: its own name, then a digest of its bytes and the settings. */
export function renditionStem(name: string, digest: string): string {
  const key = createHash('sha256').update(digest + SETTINGS).digest('hex').slice(0, 10)
  return `${name.replace(/[^\w-]+/g, '-')}-${key}`
}

export function isEncodable(extension: string): extension is keyof typeof ENCODERS {
  return Object.hasOwn(ENCODERS, extension)
}

/**
 * The bytes of `file` (`<stem>-<width>.<extension>`) made from the source `readSource` reads, or from
 * its `region` (of the upright picture) where given: from `cacheDir` when an earlier build made it,
 * without reading the source (a phone photo is megabytes), else encoded now (upright, cut, resized,
 * stripped of metadata) and cached.
 */
export async function encodeRendition(readSource: () => Promise<Buffer>, width: number, extension: keyof typeof ENCODERS, file: string, cacheDir: string, region?: Region): Promise<Buffer> {
  const cached = join(cacheDir, file)
  try {
    return await readFile(cached)
  } catch {
    const upright = sharp(await readSource()).autoOrient()
    const image = (region === undefined ? upright : upright.extract(region)).resize({ width, withoutEnlargement: true })
    const bytes = await ENCODERS[extension](image).toBuffer()
    await mkdir(cacheDir, { recursive: true })
    await writeAtomically(cached, bytes)
    return bytes
  }
}
