import type { Picture } from '../content/types'

type Props = {
  picture: Picture
  className?: string
  /** Pictures above the fold load eagerly; the rest wait until they are near. */
  eager?: boolean
  sizes?: string
}

/** A bundled picture with its intrinsic size, so its box is reserved before it loads. */
export function Img({ picture, className, eager = false, sizes }: Props) {
  return (
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sizes={sizes}
    />
  )
}
