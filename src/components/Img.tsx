import type { Picture } from '../content/types'
import { MODERN_FORMATS, srcset } from '../lib/pictureRenditions'
import styles from './Img.module.css'
import { PICTURE_SIZES, type PicturePlace } from './picturePlaces'

type Props = {
  picture: Picture
  /** Where it is shown: the shape of its box and how wide it is at each breakpoint. */
  place: PicturePlace
  className?: string
  /** The route's largest paint: fetched first, at high priority. The rest wait until they are near. */
  priority?: boolean
}

/**
 * A picture of the content. A photo comes as `<picture>`, AVIF and WebP beside its JPEG or PNG, each
 * in every rendition's width, its tiny preview shown until it arrives; an SVG as an `<img>`. Either
 * keeps its intrinsic size, so its box is reserved before it loads.
 */
export function Img({ picture, place, className, priority = false }: Props) {
  // A file the build could not read: only `npm run dev` gets this far, with an unfinished draft.
  if (picture.problem !== undefined) return null
  const { raster, placeholder } = picture
  const sizes = raster && PICTURE_SIZES[place]
  const img = (
    <img
      src={picture.src}
      srcSet={raster && srcset(raster, raster.fallback)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      className={[styles[place], className].filter(Boolean).join(' ')}
      style={{ objectPosition: picture.focus, backgroundImage: placeholder }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!raster) return img
  return (
    <picture>
      {MODERN_FORMATS.map(({ extension, type }) => (
        <source key={extension} type={type} srcSet={srcset(raster, extension)} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
