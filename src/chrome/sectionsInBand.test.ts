import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BandCrossing, sectionBeingRead, sectionsInBand } from './sectionsInBand'

const PAGE_ORDER = ['about', 'skills', 'certifications', 'projects'] as const
type Id = (typeof PAGE_ORDER)[number]

const crossing = fc.record({ id: fc.constantFrom(...PAGE_ORDER), inBand: fc.boolean() })
const sectionOrder = fc.shuffledSubarray([...PAGE_ORDER], { minLength: PAGE_ORDER.length })

/** A batch as Chromium delivers it: each section's crossings together, in its own order, sections in any order. */
function groupedBySection(crossings: readonly BandCrossing<Id>[], order: readonly Id[]): BandCrossing<Id>[] {
  return order.flatMap((id) => crossings.filter((c) => c.id === id))
}

/** The band's state if every crossing were seen one at a time, as it happened. */
function oneAtATime(before: ReadonlySet<Id>, crossings: readonly BandCrossing<Id>[]): Set<Id> {
  return crossings.reduce((inBand, c) => sectionsInBand(inBand, [c]), new Set(before))
}

describe('the section being read', () => {
  it('follows the band through a batch delivered late, grouped by section', () => {
    // Scrolling up from Projects to Skills on a busy page: certifications entered and left the band,
    // projects left it, skills entered it last, all in one delivery, skills listed first.
    const batch: BandCrossing<Id>[] = [
      { id: 'skills', inBand: true },
      { id: 'certifications', inBand: true },
      { id: 'certifications', inBand: false },
      { id: 'projects', inBand: false },
    ]
    const inBand = sectionsInBand(new Set<Id>(['projects']), batch)
    expect([...inBand]).toEqual(['skills'])
    expect(sectionBeingRead(PAGE_ORDER, inBand)).toBe('skills')
  })

  it('is none when every section has left the band', () => {
    const inBand = sectionsInBand(new Set<Id>(['about']), [{ id: 'about', inBand: false }])
    expect(sectionBeingRead(PAGE_ORDER, inBand)).toBeUndefined()
  })

  it('is the last once the page is scrolled to its end, wherever the band is', () => {
    expect(sectionBeingRead(PAGE_ORDER, new Set<Id>(['skills']), true)).toBe('projects')
    expect(sectionBeingRead(PAGE_ORDER, new Set<Id>(), true)).toBe('projects')
    expect(sectionBeingRead([], new Set<Id>(), true)).toBeUndefined()
  })

  it('is the first in page order when two share the band', () => {
    expect(sectionBeingRead(PAGE_ORDER, new Set<Id>(['projects', 'skills']))).toBe('skills')
  })

  it('comes out the same however a batch orders its sections', () => {
    fc.assert(
      fc.property(fc.subarray([...PAGE_ORDER]), fc.array(crossing, { maxLength: 12 }), sectionOrder, (before, crossings, order) => {
        const start = new Set(before)
        expect(sectionsInBand(start, groupedBySection(crossings, order))).toEqual(oneAtATime(start, crossings))
      }),
    )
  })
})
