import { Link } from 'wouter'
import { Img } from '../components/Img'
import { Section } from '../components/Section'
import { certificates } from '../content/certificates'
import { paths } from '../lib/paths'
import cards from './cards.module.css'

export function Certifications() {
  return (
    <Section id="certifications" number={4} title="Certifications">
      <ul className={cards.four}>
        {certificates.map((certificate) => (
          <li key={certificate.id} className={cards.card}>
            <Img picture={{ ...certificate.imageUrl, alt: '' }} place="certificateCard" />
            <h3 className={cards.title}>
              <Link href={paths.certificate(certificate.id)} className={cards.link}>
                {certificate.title}
              </Link>
            </h3>
            <p className={cards.meta}>{certificate.issuedBy}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
