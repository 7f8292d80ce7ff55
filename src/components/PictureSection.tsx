import type { ReactNode } from 'react'
import type { Picture } from '../content/types'
import styles from './DetailPage.module.css'

interface Props {
  /** The section's name in the page's code: its heading's id is `<id>-title`. */
  readonly id: string
  /** Its heading, which names the section: "Gallery", "Screenshots". */
  readonly title: string
  readonly pictures: readonly Picture[]
  /** The list's layout. */
  readonly className: string | undefined
  /** One picture as the list shows it. */
  readonly children: (picture: Picture, index: number) => ReactNode
}

/** A detail page's titled list of pictures; none at all, not even its heading, without pictures. */
export function PictureSection({ id, title, pictures, className, children }: Props) {
  if (pictures.length === 0) return null
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        {title}
      </h2>
      <ul className={className}>
        {pictures.map((picture, index) => (
          <li key={picture.src}>{children(picture, index)}</li>
        ))}
      </ul>
    </section>
  )
}
