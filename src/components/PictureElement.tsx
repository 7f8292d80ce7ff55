import { useContext } from 'react'
import type { Picture } from '../content/types'
import { PriorityPictureListener } from '../head/priorityPicture'
import { fallbackUrl, MODERN_FORMATS, renditionsUpTo, srcset } from '../lib/pictureRenditions'
import { PICTURE_MAX_WIDTHS, PICTURE_SIZES, type PicturePlace } from './picturePlaces'

export type PictureProps = {
  picture: Picture
  /** Where it is shown: how wide it is at each breakpoint. */
  place: PicturePlace
  className?: string
  /**
   * The route's largest paint: fetched first, at high priority, and preloaded from the head of its
   * prerendered page (PriorityPictureListener). The rest wait until they are near.
   */
  priority?: boolean
  /** The language of its alt text, where that is not the page's (an entry in another language). */
  lang?: string | undefined
}

/**
 * A picture of the content as markup, styled by the caller: a photo comes as `<picture>`, AVIF and
 * WebP beside its JPEG or PNG, each in every rendition's width its place needs, its tiny preview shown
 * until it arrives; an SVG as its `<img>` alone in a `<picture>` (where React's server render adds no
 * preload of its own to the body for a priority picture: the head has one). Either keeps its
 * intrinsic size, so its box is reserved before it loads. `Img` gives it the box of its place; the
 * build renders the photos of a text with it (bodyPicture.tsx), where a stylesheet module cannot be
 * loaded.
 */
export function PictureElement({ picture, place, className, priority = false, lang }: PictureProps) {
  const heard = useContext(PriorityPictureListener)
  // A file the build could not read: only `npm run dev` gets this far, with an unfinished draft.
  if (picture.problem !== undefined) return null
  const { placeholder } = picture
  const widest = PICTURE_MAX_WIDTHS[place]
  const raster = picture.raster && widest !== undefined ? renditionsUpTo(picture.raster, widest * 2) : picture.raster
  const sizes = raster && PICTURE_SIZES[place]
  if (priority && heard) {
    const [first] = MODERN_FORMATS
    heard(raster && sizes ? { srcset: srcset(raster, first.extension), sizes, type: first.type } : { href: picture.src })
  }
  const img = (
    <img
      src={raster ? fallbackUrl(raster) : picture.src}
      srcSet={raster && srcset(raster, raster.fallback)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      lang={lang}
      className={className}
      style={{ objectPosition: picture.focus, backgroundImage: placeholder }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  return (
    <picture>
      {raster &&
        MODERN_FORMATS.map(({ extension, type }) => <source key={extension} type={type} srcSet={srcset(raster, extension)} sizes={sizes} />)}
      {img}
    </picture>
  )
}
