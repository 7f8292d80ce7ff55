import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fallbackUrl, LARGE_WIDTH, RENDITION_WIDTHS, largeUrl, largeWidth, renditionFiles, renditionsUpTo, renditionWidths, srcset } from './pictureRenditions'

describe('renditionWidths', () => {
  it('makes every width of the ladder from a 12-megapixel photo', () => {
    expect(renditionWidths(4032)).toEqual([...RENDITION_WIDTHS])
  })

  it('stops at the source, which becomes the widest rendition', () => {
    expect(renditionWidths(1000)).toEqual([320, 640, 960, 1000])
    expect(renditionWidths(1200)).toEqual([320, 640, 960, 1200])
    expect(renditionWidths(200)).toEqual([200])
  })

  it('never exceeds the source, never repeats a width and always makes one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (source) => {
        const widths = renditionWidths(source)
        expect(widths.length).toBeGreaterThan(0)
        expect(Math.max(...widths)).toBeLessThanOrEqual(source)
        expect(new Set(widths).size).toBe(widths.length)
        expect(widths).toEqual([...widths].sort((a, b) => a - b))
      }),
    )
  })
})

describe('largeWidth', () => {
  it('caps the large rendition and never upscales', () => {
    expect(largeWidth(4032)).toBe(LARGE_WIDTH)
    expect(largeWidth(1800)).toBe(1800)
  })
})

describe('srcset and renditionFiles', () => {
  const raster = { prefix: '/assets/pictures/photo-ab12', widths: [320, 640], fallback: 'jpg', large: 900 } as const

  it('lists each width with its descriptor', () => {
    expect(srcset(raster, 'avif')).toBe('/assets/pictures/photo-ab12-320.avif 320w, /assets/pictures/photo-ab12-640.avif 640w')
  })

  it('names every file the build writes, the large one once', () => {
    expect(renditionFiles(raster)).toEqual([
      [320, 'avif'], [320, 'webp'], [320, 'jpg'], [640, 'avif'], [640, 'webp'], [640, 'jpg'], [900, 'jpg'],
    ])
    expect(renditionFiles({ ...raster, large: 640 })).toHaveLength(6)
    // Cut to a box's shape, the picture's large rendition is the whole picture's, among its own files.
    expect(renditionFiles({ ...raster, whole: '/assets/pictures/photo-cd34' })).toHaveLength(6)
  })

  it('opens the whole picture large, where its renditions are cut', () => {
    expect(largeUrl({ src: '', raster })).toBe('/assets/pictures/photo-ab12-900.jpg')
    expect(largeUrl({ src: '', raster: { ...raster, whole: '/assets/pictures/photo-cd34' } })).toBe('/assets/pictures/photo-cd34-900.jpg')
  })
})

describe('renditionsUpTo and fallbackUrl', () => {
  const raster = { prefix: '/p/photo', widths: renditionWidths(4032), fallback: 'jpg', large: 2560 } as const

  it('offers the renditions no wider than a place needs, and the widest of those to a browser without srcset', () => {
    const upTo = renditionsUpTo(raster, 1440)
    expect(upTo.widths).toEqual([320, 640, 960, 1200])
    expect(fallbackUrl(upTo)).toBe('/p/photo-1200.jpg')
    expect(fallbackUrl(raster)).toBe('/p/photo-1920.jpg')
  })

  it('keeps the narrowest when every rendition is wider', () => {
    expect(renditionsUpTo(raster, 100).widths).toEqual([320])
  })
})
