import styles from './Img.module.css'
import { PictureElement, type PictureProps } from './PictureElement'

/** A picture of the content in the box of its place (Img.module.css): the shape it is cropped to, its width. */
export function Img({ className, ...props }: PictureProps) {
  return <PictureElement {...props} className={[styles[props.place], className].filter(Boolean).join(' ') || undefined} />
}
