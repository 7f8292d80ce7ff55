import type { SectionId } from '../content/types'

/**
 * The lists the home page's sections show: the entries', and the profile's roles and skills. The
 * entries' are not known in the browser while the home page's data is on its way.
 */
export interface HomeLists {
  readonly projects?: readonly unknown[]
  readonly journey?: readonly unknown[]
  readonly certificates?: readonly unknown[]
  readonly profile: { readonly experience: readonly unknown[]; readonly skills: readonly unknown[] }
}

/**
 * The home sections that show one list alone, and that list. An owner may have no job, no skill
 * named yet, no project, article or certificate: the section is then left out rather than shown empty.
 */
const LIST_SECTIONS = {
  experience: (lists: HomeLists) => lists.profile.experience,
  skills: (lists: HomeLists) => lists.profile.skills,
  certifications: (lists: HomeLists) => lists.certificates,
  projects: (lists: HomeLists) => lists.projects,
  experiences: (lists: HomeLists) => lists.journey,
} as const satisfies Partial<Record<SectionId, (lists: HomeLists) => readonly unknown[] | undefined>>

/** A section of `LIST_SECTIONS`. */
export type ListSection = keyof typeof LIST_SECTIONS

/** Whether `section` is one of `LIST_SECTIONS`. */
export const isListSection = (section: SectionId): section is ListSection => section in LIST_SECTIONS

/**
 * Whether the home page shows this section: every one does, but a list's only with an entry in it,
 * or while the list is not known yet (its section is then filled as the data arrives).
 */
export function sectionShown(section: SectionId, lists: HomeLists): boolean {
  if (!isListSection(section)) return true
  const list = LIST_SECTIONS[section](lists)
  return list === undefined || list.length > 0
}
