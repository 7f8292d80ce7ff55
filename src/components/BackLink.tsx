import { ArrowLeft } from 'lucide-react'
import { Link } from 'wouter'
import type { SectionId } from '../content/types'
import arrows from '../styles/arrows.module.css'
import styles from './BackLink.module.css'
import { SectionLink } from './SectionLink'

/** Where a back link leads: a section of the home page, or a page of its own. */
type Target = { to: SectionId; href?: never } | { href: string; to?: never }

export function BackLink({ children, ...target }: Target & { children: string }) {
  const content = (
    <>
      <ArrowLeft size={18} aria-hidden="true" className={arrows.alongText} />
      {children}
    </>
  )
  return target.href === undefined ? (
    <SectionLink section={target.to} className={styles.back}>
      {content}
    </SectionLink>
  ) : (
    <Link href={target.href} className={styles.back}>
      {content}
    </Link>
  )
}
