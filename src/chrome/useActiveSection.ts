import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { SectionId } from '../content/types'
import { sectionBeingRead, sectionsInBand } from './sectionsInBand'

/** A horizontal band just below the top bar: the section crossing it is the one being read. */
const READING_BAND = '-30% 0px -65% 0px'

/** The home section in view, for marking its top-bar link; none on other screens. */
export function useActiveSection(ids: readonly SectionId[]): SectionId | undefined {
  const [pathname] = useLocation()
  const [active, setActive] = useState<SectionId | undefined>()

  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    let inBand = new Set<SectionId>()
    const observer = new IntersectionObserver(
      (entries) => {
        inBand = sectionsInBand(
          inBand,
          entries.map((entry) => ({ id: entry.target.id as SectionId, inBand: entry.isIntersecting })),
        )
        setActive(sectionBeingRead(ids, inBand))
      },
      { rootMargin: READING_BAND },
    )
    sections.forEach((section) => observer.observe(section))
    return () => {
      observer.disconnect()
      setActive(undefined)
    }
  }, [ids, pathname])

  return active
}
