import { BrandIcon } from '../components/BrandIcon'
import { ExternalLink } from '../components/ExternalLink'
import { Section, type SectionProps } from '../components/Section'
import { profile } from '../content/profile'
import styles from './Contact.module.css'

export function Contact({ number }: SectionProps) {
  return (
    <Section id="contact" number={number}>
      <p className={styles.text}>{profile.contactText}</p>
      {profile.socials.length > 0 && (
        <ul className={styles.links}>
          {profile.socials.map((social) => (
            <li key={social.network}>
              <ExternalLink href={social.url} className={styles.link}>
                <BrandIcon network={social.network} />
                <span className="visually-hidden">{social.label}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
