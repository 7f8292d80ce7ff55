import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { words } from '../content/words'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  children: ReactNode
}

/** A link that opens in a new tab without giving the new page a handle on this one, and says so. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden" data-pagefind-ignore>
        {' '}
        {words.site.newTab}
      </span>
    </a>
  )
}
