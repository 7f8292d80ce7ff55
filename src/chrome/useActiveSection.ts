import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { SectionId } from '../content/types'
import { sectionBeingRead, sectionsInBand } from './sectionsInBand'

/** A horizontal band just below the top bar: the section crossing it is the one being read. */
const READING_BAND = '-30% 0px -65% 0px'

/** How much of the footer shows once the page is scrolled to its end (a little less than all, for rounding). */
const FOOTER_IN_VIEW = 0.98

/** The home section in view, for marking its top-bar link; none on other screens. */
export function useActiveSection(ids: readonly SectionId[]): SectionId | undefined {
  const [pathname] = useLocation()
  const [active, setActive] = useState<SectionId | undefined>()

  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    const shown = sections.map((section) => section.id as SectionId)
    let inBand = new Set<SectionId>()
    let atEnd = false
    const mark = () => setActive(sectionBeingRead(shown, inBand, atEnd))
    const observer = new IntersectionObserver(
      (entries) => {
        inBand = sectionsInBand(
          inBand,
          entries.map((entry) => ({ id: entry.target.id as SectionId, inBand: entry.isIntersecting })),
        )
        mark()
      },
      { rootMargin: READING_BAND },
    )
    sections.forEach((section) => observer.observe(section))
    // The page's end, where its footer is all in view.
    const footer = document.querySelector('footer')
    const end = new IntersectionObserver(
      ([entry]) => {
        atEnd = entry !== undefined && entry.isIntersecting && entry.intersectionRatio >= FOOTER_IN_VIEW
        mark()
      },
      { threshold: FOOTER_IN_VIEW },
    )
    if (footer && sections.length > 0) end.observe(footer)
    return () => {
      observer.disconnect()
      end.disconnect()
      setActive(undefined)
    }
  }, [ids, pathname])

  return active
}
