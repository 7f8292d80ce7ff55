import type { ReactNode } from 'react'
import type { Picture } from '../content/types'
import styles from './DetailPage.module.css'

interface Props {
  /** Its heading, which names the section: "Gallery", "Screenshots". */
  readonly title: string
  readonly pictures: readonly Picture[]
  /** The list's layout. */
  readonly className: string | undefined
  /** One picture as the list shows it. */
  readonly children: (picture: Picture, index: number) => ReactNode
}

/** A detail page's titled list of pictures; none at all, not even its heading, without pictures. */
export function PictureSection({ title, pictures, className, children }: Props) {
  if (pictures.length === 0) return null
  const id = `${title.toLowerCase()}-title`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
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
