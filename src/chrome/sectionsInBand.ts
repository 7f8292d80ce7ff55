/** One section crossing into or out of the reading band, as an IntersectionObserver entry reports it. */
export interface BandCrossing<Id extends string> {
  readonly id: Id
  readonly inBand: boolean
}

/**
 * The sections in the reading band after a batch of crossings. A batch lists each section's own
 * crossings in the order they happened, but not the sections among themselves: Chromium groups them
 * by section, so a page whose deliveries were held back (a busy main thread, a slow phone) may get
 * "skills entered" before "certifications entered, then left". Only each section's last crossing counts.
 */
export function sectionsInBand<Id extends string>(before: ReadonlySet<Id>, crossings: readonly BandCrossing<Id>[]): Set<Id> {
  const after = new Set(before)
  for (const { id, inBand } of crossings) {
    if (inBand) after.add(id)
    else after.delete(id)
  }
  return after
}

/**
 * The section being read: the first, in page order, of those in the band; once the page is scrolled
 * to its end, the last, which on a short page can rise no higher than below the band.
 */
export function sectionBeingRead<Id extends string>(pageOrder: readonly Id[], inBand: ReadonlySet<Id>, atEnd = false): Id | undefined {
  return atEnd ? pageOrder.at(-1) : pageOrder.find((id) => inBand.has(id))
}
