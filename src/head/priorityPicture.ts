import { createContext } from 'react'

/**
 * What a page's head preloads of its largest picture: the rendition set the browser picks from
 * first (AVIF, with the same `sizes`), or the file of a picture that has one.
 */
export type PicturePreload = { readonly srcset: string; readonly sizes: string; readonly type: string } | { readonly href: string }

/**
 * Told of each picture a page asks for at high priority (`PictureElement`'s `priority`), as it
 * renders. Only the prerender listens: it puts the first one in the page's head, ahead of the fonts
 * (src/entry-server.tsx). In the browser there is no listener.
 */
export const PriorityPictureListener = createContext<((preload: PicturePreload) => void) | undefined>(undefined)
