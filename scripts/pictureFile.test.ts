import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeRendition } from './encodePicture'
import { readPictureFile } from './pictureFile'

let dir: string
const at = (name: string) => join(dir, name)
/** A 600×400 photo, blue but for a red rectangle of `red`'s size in its top left corner. */
const redOnBlue = (red: { width: number; height: number }) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { ...red, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ])
const photo = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 90, b: 160, alpha: channels === 4 ? 0.5 : 1 } } })

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pictures-'))
  await photo(600, 400).jpeg().toFile(at('photo.jpg'))
  // Red over blue.
  await redOnBlue({ width: 600, height: 200 }).jpeg().toFile(at('split.jpg'))
  // Red left of blue on the sensor, and EXIF orientation 6: shown upright, the red is on top.
  await redOnBlue({ width: 300, height: 400 }).withMetadata({ orientation: 6 }).jpeg().toFile(at('upright-split.jpg'))
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

  it('previews an opaque photo as a gradient of its colours from top to bottom, and a transparent one not at all', async () => {
    const stops = async (name: string) => {
      const read = await readPictureFile(at(name), name)
      if (read.kind !== 'raster') throw new Error(`${name} is a raster`)
      const css = read.placeholder ?? ''
      expect(css).toMatch(/^linear-gradient\((#[0-9a-f]{6},){3}#[0-9a-f]{6}\)$/)
      return [...css.matchAll(/#(\w{2})(\w{2})(\w{2})/g)].map((match) => match.slice(1).map((hex) => parseInt(hex, 16)))
    }
    for (const name of ['split.jpg', 'upright-split.jpg']) {
      const [top = [], , , bottom = []] = await stops(name)
      expect(top[0], name).toBeGreaterThan(200)
      expect(top[2], name).toBeLessThan(60)
      expect(bottom[2], name).toBeGreaterThan(200)
      expect(bottom[0], name).toBeLessThan(60)
    }
    expect(await readPictureFile(at('logo.png'), 'logo.png')).toMatchObject({ kind: 'raster', placeholder: undefined })
  })

  it.each([
    ['gone.jpg', 'image file not found: gone.jpg'],
    ['Logo.PNG', 'image file not found: Logo.PNG: its folder has "logo.png" (a name\'s capitals count on the server)'],
    ['lgo.png', 'image file not found: lgo.png (did you mean "logo.png"?)'],
    ['notes.jpg', 'not an image: notes.jpg'],
    ['renamed.png', 'not a PNG image: renamed.png'],
    ['anim.gif', 'not a JPEG, PNG, WebP, AVIF or SVG file: anim.gif'],
    ['IMG_0042.HEIC', expect.stringMatching(/^not a JPEG, PNG, WebP, AVIF or SVG file: IMG_0042\.HEIC \(a phone’s HEIC photo: export it as JPEG/)],
  ])('names the file that cannot be a picture: %s', async (name, problem) => {
    expect(await readPictureFile(at(name), name)).toEqual({ kind: 'problem', problem })
  })
})

describe('encodeRendition', () => {
  it('turns the photo upright, resizes it and strips its metadata, GPS included', async () => {
    const source = await readFile(at('upright.jpg'))
    expect((await sharp(source).metadata()).exif).toBeDefined()
    const cache = join(dir, 'cache')
    const avif = await encodeRendition(async () => source, 320, 'avif', 'upright-320.avif', cache)
    const metadata = await sharp(avif).metadata()
    expect(metadata).toMatchObject({ format: 'heif', width: 320, height: 480 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('cuts the region asked for from the upright picture', async () => {
    // Shown upright, upright-split.jpg is 400×600: red over its top 300 rows, blue below.
    const source = await readFile(at('upright-split.jpg'))
    const cut = async (region: { left: number; top: number; width: number; height: number }) => {
      const jpeg = await encodeRendition(async () => source, 200, 'jpg', `upright-split-${region.top}-200.jpg`, join(dir, 'cache'), region)
      const [red = 0, , blue = 0] = (await sharp(jpeg).stats()).channels.map((channel) => channel.mean)
      const { width, height } = await sharp(jpeg).metadata()
      return { width, height, reddest: red > 200 && blue < 60, bluest: blue > 200 && red < 60 }
    }
    expect(await cut({ left: 0, top: 40, width: 400, height: 225 })).toEqual({ width: 200, height: 113, reddest: true, bluest: false })
    expect(await cut({ left: 0, top: 340, width: 400, height: 225 })).toEqual({ width: 200, height: 113, reddest: false, bluest: true })
    // Read to be cut, a picture comes with the region shown, and the preview of that region's colours alone.
    const read = await readPictureFile(at('upright-split.jpg'), 'upright-split.jpg', { shape: { width: 16, height: 9 }, focus: '50% 100%' })
    expect(read).toMatchObject({ kind: 'raster', width: 400, height: 600, region: { left: 0, top: 375, width: 400, height: 225 } })
    expect(read.kind === 'raster' && read.placeholder).toMatch(/^linear-gradient\((#0000f\w,){3}#0000f\w\)$/)
  })

  it('never makes a rendition wider than its source', async () => {
    const jpeg = await encodeRendition(() => readFile(at('photo.jpg')), 1200, 'jpg', 'photo-1200.jpg', join(dir, 'cache'))
    expect((await sharp(jpeg).metadata()).width).toBe(600)
  })

  it('keeps what it made, and hands it back on the next build without reading the source', async () => {
    const cache = join(dir, 'cache')
    const first = await encodeRendition(() => readFile(at('photo.jpg')), 320, 'webp', 'photo-320.webp', cache)
    expect(await readdir(cache)).toContain('photo-320.webp')
    // The name carries the source's digest, so the cached file is the answer, and the source is not read.
    const readSource = vi.fn(async () => Buffer.from('not even an image'))
    const again = await encodeRendition(readSource, 320, 'webp', 'photo-320.webp', cache)
    expect(again).toEqual(first)
    expect(readSource).not.toHaveBeenCalled()
  })
})
