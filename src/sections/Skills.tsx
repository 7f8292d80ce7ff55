import { Chips } from '../components/Chips'
import { Section } from '../components/Section'
import { profile } from '../content/profile'

export function Skills() {
  return (
    <Section id="skills" number={3} title="Skills">
      <Chips items={profile.skills} label="Skills" />
    </Section>
  )
}
