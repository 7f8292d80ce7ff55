import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeRendition } from './encodePicture'
import { readPictureFile } from './pictureFile'

let dir: string
const at = (name: string) => join(dir, name)
const photo = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 90, b: 160, alpha: channels === 4 ? 0.5 : 1 } } })

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pictures-'))
  await photo(600, 400).jpeg().toFile(at('photo.jpg'))
  // Red on the left, blue on the right.
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 300, height: 400, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg()
    .toFile(at('split.jpg'))
  // A phone held upright: the sensor's 600×400 pixels, and EXIF orientation 6 (turn 90° clockwise).
  await photo(600, 400).withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } }).withMetadata({ orientation: 6 }).jpeg().toFile(at('upright.jpg'))
  await photo(500, 300, 4).png().toFile(at('logo.png'))
  await photo(400, 300).webp().toFile(at('screen.webp'))
  await photo(640, 360).avif().toFile(at('shot.avif'))
  await writeFile(at('drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="990" viewBox="0 0 1400 990"/>')
  await writeFile(at('notes.jpg'), 'not a photo')
  await photo(300, 200).jpeg().toFile(at('renamed.png'))
  await photo(300, 200).gif().toFile(at('anim.gif'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('readPictureFile', () => {
  it.each([
    ['photo.jpg', 600, 400, 'jpg'],
    ['upright.jpg', 400, 600, 'jpg'],
    ['logo.png', 500, 300, 'png'],
    ['screen.webp', 400, 300, 'jpg'],
    ['shot.avif', 640, 360, 'jpg'],
  ])('reads %s as %i×%i, falling back to %s', async (name, width, height, fallback) => {
    expect(await readPictureFile(at(name), name)).toMatchObject({ kind: 'raster', width, height, fallback })
  })

  it('reads an SVG’s own size and leaves it as it is', async () => {
    expect(await readPictureFile(at('drawing.svg'), 'drawing.svg')).toEqual({ kind: 'svg', width: 1400, height: 990 })
  })

  it('previews an opaque photo as colour blobs where its colours are, and a transparent one not at all', async () => {
    const preview = async (name: string) => {
      const read = await readPictureFile(at(name), name)
      if (read.kind !== 'raster') throw new Error(`${name} is a raster`)
      return read.placeholder
    }
    /** Each blob's place and colour, and the colour under them all. */
    const blobs = (css = '') => ({
      at: new Map([...css.matchAll(/radial-gradient\(at ([^,]+),#(\w{6})/g)].map(([, place = '', hex = '']) => [place, rgb(hex)])),
      base: rgb(/linear-gradient\(#(\w{6})/.exec(css)?.[1] ?? ''),
      length: css.length,
    })
    const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))

    const split = blobs(await preview('split.jpg'))
    expect(split.length).toBeLessThan(1000)
    expect([...split.at.keys()]).toEqual(['0 0', '33% 0', '67% 0', '100% 0', '0 50%', '33% 50%', '67% 50%', '100% 50%', '0 100%', '33% 100%', '67% 100%', '100% 100%'])
    const [red = 0, , blue = 0] = split.at.get('0 50%') ?? []
    expect(red).toBeGreaterThan(200)
    expect(blue).toBeLessThan(60)
    const [redRight = 0, , blueRight = 0] = split.at.get('100% 50%') ?? []
    expect(blueRight).toBeGreaterThan(200)
    expect(redRight).toBeLessThan(60)
    const [baseRed = 0, , baseBlue = 0] = split.base
    expect(Math.abs(baseRed - baseBlue)).toBeLessThan(40)
    expect(baseRed).toBeGreaterThan(90)

    // Upright (EXIF orientation applied): three columns, four rows.
    expect([...blobs(await preview('upright.jpg')).at.keys()]).toContain('50% 33%')
    expect(await preview('logo.png')).toBeUndefined()
  })

  it.each([
    ['gone.jpg', 'image file not found: gone.jpg'],
    ['notes.jpg', 'not an image: notes.jpg'],
    ['renamed.png', 'not a PNG image: renamed.png'],
    ['anim.gif', 'not a JPEG, PNG, WebP, AVIF or SVG file: anim.gif'],
  ])('names the file that cannot be a picture: %s', async (name, problem) => {
    expect(await readPictureFile(at(name), name)).toEqual({ kind: 'problem', problem })
  })
})

describe('encodeRendition', () => {
  it('turns the photo upright, resizes it and strips its metadata, GPS included', async () => {
    const source = await readFile(at('upright.jpg'))
    expect((await sharp(source).metadata()).exif).toBeDefined()
    const cache = join(dir, 'cache')
    const avif = await encodeRendition(source, 320, 'avif', 'upright-320.avif', cache)
    const metadata = await sharp(avif).metadata()
    expect(metadata).toMatchObject({ format: 'heif', width: 320, height: 480 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('never makes a rendition wider than its source', async () => {
    const jpeg = await encodeRendition(await readFile(at('photo.jpg')), 1200, 'jpg', 'photo-1200.jpg', join(dir, 'cache'))
    expect((await sharp(jpeg).metadata()).width).toBe(600)
  })

  it('keeps what it made, and hands it back on the next build without encoding', async () => {
    const cache = join(dir, 'cache')
    const first = await encodeRendition(await readFile(at('photo.jpg')), 320, 'webp', 'photo-320.webp', cache)
    expect(await readdir(cache)).toContain('photo-320.webp')
    // Another source under the same name: the name carries the digest, so the cached file is the answer.
    const again = await encodeRendition(Buffer.from('not even an image'), 320, 'webp', 'photo-320.webp', cache)
    expect(again).toEqual(first)
  })
})
