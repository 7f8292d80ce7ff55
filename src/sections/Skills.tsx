import { Chips } from '../components/Chips'
import { Section, type SectionProps } from '../components/Section'
import { profile } from '../content/profile'
import { words } from '../content/words'

export function Skills({ number }: SectionProps) {
  return (
    <Section id="skills" number={number}>
      <Chips items={profile.skills} label={words.home.sections.skills} />
    </Section>
  )
}
