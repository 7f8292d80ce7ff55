import { Chips } from '../components/Chips'
import { Section, type SectionProps } from '../components/Section'
import { profile } from '../content/profile'

export function Skills({ number }: SectionProps) {
  return (
    <Section id="skills" number={number} title="Skills">
      <Chips items={profile.skills} label="Skills" />
    </Section>
  )
}
