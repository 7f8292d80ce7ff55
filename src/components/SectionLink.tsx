import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import type { SectionId } from '../content/types'
import { paths } from '../lib/paths'
import { scrollToSection } from '../motion/scrollTo'

type Props = {
  section: SectionId
  className?: string
  children: ReactNode
  'aria-label'?: string
  'aria-current'?: 'location' | undefined
}

/**
 * A link to a home section from any screen. Navigating changes the URL and the page scrolls there;
 * a click on the address already shown scrolls again instead of stacking a duplicate history entry.
 */
export function SectionLink({ section, children, ...props }: Props) {
  const href = paths.section(section)
  // wouter's location is relative to the base path, like `href`, so this holds under a sub-path too.
  const [location] = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location + window.location.hash === href) {
      event.preventDefault()
      scrollToSection(section)
    }
  }
  return (
    <Link href={href} onClick={onClick} {...props}>
      {children}
    </Link>
  )
}
