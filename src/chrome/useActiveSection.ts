import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { SectionId } from '../content/types'

/** A horizontal band just below the top bar: the section crossing it is the one being read. */
const READING_BAND = '-30% 0px -65% 0px'

/** The home section in view, for marking its top-bar link; none on other screens. */
export function useActiveSection(ids: readonly SectionId[]): SectionId | undefined {
  const [pathname] = useLocation()
  const [active, setActive] = useState<SectionId | undefined>()

  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(entry.target.id as SectionId)
          else setActive((current) => (current === entry.target.id ? undefined : current))
        }
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
