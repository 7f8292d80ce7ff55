import { Section, type SectionProps } from '../components/Section'
import { profile } from '../content/profile'
import cards from './cards.module.css'
import styles from './About.module.css'
import { words } from '../content/words'

export function About({ number }: SectionProps) {
  return (
    <Section id="about" number={number}>
      <div className={styles.intro}>
        {profile.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {profile.leadership.length > 0 && (
        <>
          <h3 className={styles.subheading}>{words.home.leadership}</h3>
          <ul className={cards.grid}>
            {profile.leadership.map((lead) => (
              <li key={lead.role + lead.organisation} className={cards.card}>
                <p className={cards.title}>
                  <strong>{lead.role}</strong>
                </p>
                <p className={cards.meta}>{lead.organisation}</p>
                <p className={cards.text}>{lead.detail}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
