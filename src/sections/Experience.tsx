import { Section, type SectionProps } from '../components/Section'
import { profile } from '../content/profile'
import cards from './cards.module.css'

export function Experience({ number }: SectionProps) {
  return (
    <Section id="experience" number={number}>
      <ul className={cards.grid}>
        {profile.experience.map((job) => (
          <li key={job.title + job.organisation} className={cards.card}>
            <span className={cards.badge}>{job.duration}</span>
            <h3 className={cards.title}>{job.title}</h3>
            <p className={cards.meta}>{job.organisation}</p>
            <p className={cards.text}>{job.detail}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
