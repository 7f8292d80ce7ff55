import { describe, expect, it } from 'vitest'
import { SECTION_IDS } from '../content/types'
import { sectionShown } from './homeSections'

const none = { projects: [], journey: [], certificates: [], profile: { experience: [], skills: [] } }
const one = { projects: [{}], journey: [{}], certificates: [{}], profile: { experience: [{}], skills: ['Rust'] } }

describe('sectionShown', () => {
  it('shows every section when each list has an entry', () => {
    expect(SECTION_IDS.filter((id) => sectionShown(id, one))).toEqual(SECTION_IDS)
  })

  it('leaves out the section of each empty list, and only it', () => {
    expect(SECTION_IDS.filter((id) => !sectionShown(id, none))).toEqual(['experience', 'skills', 'certifications', 'projects', 'experiences'])
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { ...one, projects: [] }))).toEqual(['projects'])
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { ...one, journey: [] }))).toEqual(['experiences'])
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { ...one, certificates: [] }))).toEqual(['certifications'])
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { ...one, profile: { ...one.profile, experience: [] } }))).toEqual(['experience'])
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { ...one, profile: { ...one.profile, skills: [] } }))).toEqual(['skills'])
  })

  it('keeps the entries’ sections while their lists are not known, and leaves out the profile’s empty ones', () => {
    expect(SECTION_IDS.filter((id) => !sectionShown(id, { profile: none.profile }))).toEqual(['experience', 'skills'])
    expect(SECTION_IDS.filter((id) => sectionShown(id, { profile: one.profile }))).toEqual(SECTION_IDS)
  })
})
