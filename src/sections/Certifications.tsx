import { Link } from 'wouter'
import { Img } from '../components/Img'
import { Section, type SectionProps } from '../components/Section'
import { paths } from '../lib/paths'
import type { HomeData } from '../lib/routeData'
import { useRouteData } from '../routeData/useRouteData'
import cards from './cards.module.css'

export function Certifications({ number }: SectionProps) {
  const certificates = useRouteData<HomeData>(paths.home)?.certificates ?? []
  return (
    <Section id="certifications" number={number}>
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
