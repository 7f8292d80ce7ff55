import type { CSSProperties } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Picture } from '../content/types'
import { PictureElement } from './PictureElement'

/**
 * A photo of an article's or a project's text as HTML, made by the build into the text's HTML
 * (scripts/markdownEntries.ts) with the same markup as every other picture. Alone in its paragraph it
 * is a figure across the column, its title the caption; within a line of text, the picture alone. A
 * file the build could not read gives nothing: the content check names it, and the build stops.
 */
export function bodyPicture(picture: Picture, { title, alone }: { title?: string; alone: boolean }): string {
  if (picture.problem !== undefined) return ''
  const img = <PictureElement picture={picture} place="body" />
  if (!alone) return renderToStaticMarkup(img)
  return renderToStaticMarkup(
    <figure className="body-picture" style={{ '--ratio': picture.width / picture.height } as CSSProperties}>
      {img}
      {title && <figcaption>{title}</figcaption>}
    </figure>,
  )
}
