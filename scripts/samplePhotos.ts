// The photos of the generated journey articles (scripts/contentSample.ts): a few distinct
// 12-megapixel JPEGs like a phone's, with the EXIF a phone writes (camera, serial number, GPS
// position), made once with sharp into a cache folder and reused by every sample article. Their grain
// is drawn from fixed seeds, so every copy of the project on a machine makes the same files. One was
// taken upright, stored as a phone stores it: the sensor's landscape pixels and an EXIF orientation.
import { access, mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

const SAMPLE_PHOTO_COUNT = 6
/** The photo taken upright (from 0): the thumbnail of sample articles 2, 8, 14… and 200. */
const UPRIGHT_PHOTO = 2
/** EXIF orientation 6: the picture is shown turned 90° clockwise. */
const TURNED_CLOCKWISE = 6
const WIDTH = 4032
const HEIGHT = 3024
const PALETTES = [
  ['#1d3557', '#e9c46a', '#2a9d8f'], ['#3d405b', '#f2cc8f', '#81b29a'], ['#22223b', '#c9ada7', '#9a8c98'],
  ['#264653', '#f4a261', '#e76f51'], ['#003049', '#fcbf49', '#d62828'], ['#283618', '#dda15e', '#606c38'],
]

/** A scene of soft shapes over a gradient, like an out-of-focus photo of a room. */
function scene(index: number): string {
  const [sky, light, ground] = PALETTES[index % PALETTES.length] ?? []
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 977 + index * 331) % WIDTH
    const y = (i * 613 + index * 197) % HEIGHT
    const colour = [sky, light, ground][i % 3]
    return `<ellipse cx="${x}" cy="${y}" rx="${180 + ((i * 71) % 420)}" ry="${140 + ((i * 53) % 300)}" fill="${colour}" opacity="0.7"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="24"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#soft)">${shapes}</g></svg>`
}

/**
 * A stream of numbers in [0, 1) that starts again the same from the same seed (mulberry32), so that
 * every copy of the project makes the same photos, byte for byte, and finds their renditions in
 * the cache that another copy's build encoded.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/**
 * Grain at two scales, so the photo keeps detail when the build scales it down, as a real one does:
 * grey with a near-normal spread of `sigma` (a sum of four uniform draws), drawn from `seed`.
 */
async function grain(scale: number, sigma: number, seed: number): Promise<Buffer> {
  const [width, height] = [Math.ceil(WIDTH / scale), Math.ceil(HEIGHT / scale)]
  const random = seededRandom(seed)
  const pixels = new Uint8ClampedArray(width * height * 3)
  // Four uniform draws sum to a mean of 2 and a spread of √(4/12); scaled to `sigma` around 128.
  const spread = sigma * Math.sqrt(3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + (random() + random() + random() + random() - 2) * spread
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png().toBuffer()
}

async function makePhoto(index: number, file: string): Promise<void> {
  const [coarse, fine] = await Promise.all([grain(6, 40, 2 * index + 1), grain(1, 14, 2 * index + 2)])
  const partial = `${file}.${process.pid}.partial`
  await sharp(Buffer.from(scene(index)))
    .composite([{ input: coarse, blend: 'soft-light' }, { input: fine, blend: 'overlay' }])
    .withExif({
      IFD0: { Make: 'SamplePhone', Model: `SamplePhone ${index + 1} Pro`, Software: 'Camera 1.0' },
      IFD2: { BodySerialNumber: `SN-${1000 + index}` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata(index === UPRIGHT_PHOTO ? { orientation: TURNED_CLOCKWISE } : {})
    .jpeg({ quality: 90 })
    .toFile(partial)
  await rename(partial, file)
}

/** The sample photos' paths in `dir`, made there first if missing. */
export async function samplePhotos(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const files = Array.from({ length: SAMPLE_PHOTO_COUNT }, (_, index) => join(dir, `photo-${index + 1}${index === UPRIGHT_PHOTO ? '-upright' : ''}.jpg`))
  for (const [index, file] of files.entries()) {
    const exists = await access(file).then(() => true, () => false)
    if (!exists) await makePhoto(index, file)
  }
  return files
}
