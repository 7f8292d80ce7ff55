import type { SectionId } from '../content/types'

/**
 * The home sections that show one of the content's lists, and that list. An owner may have no
 * projects, articles or certificates yet: the section is then left out rather than shown empty.
 */
export const LIST_SECTIONS = { certifications: 'certificates', projects: 'projects', experiences: 'journey' } as const

type Lists = { readonly [List in (typeof LIST_SECTIONS)[keyof typeof LIST_SECTIONS]]: readonly unknown[] }

/** Whether the home page shows this section: every one does, but a list's only with an entry in it. */
export function sectionShown(section: SectionId, lists: Lists): boolean {
  const list = (LIST_SECTIONS as Partial<Record<SectionId, keyof Lists>>)[section]
  return list === undefined || lists[list].length > 0
}
