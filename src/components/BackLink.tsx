import { ArrowLeft } from 'lucide-react'
import type { SectionId } from '../content/types'
import styles from './BackLink.module.css'
import { SectionLink } from './SectionLink'

export function BackLink({ to, children }: { to: SectionId; children: string }) {
  return (
    <SectionLink section={to} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </SectionLink>
  )
}
