import type { RouteComponentProps } from 'wouter'
import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { Img } from '../components/Img'
import { NotFoundView } from '../components/NotFoundView'
import { SectionLink } from '../components/SectionLink'
import { certificates } from '../content/certificates'
import { byId } from '../lib/byId'
import controls from '../styles/controls.module.css'
import page from './CertificatePage.module.css'

export function CertificatePage({ params }: RouteComponentProps<{ id: string }>) {
  const certificate = byId(certificates, params.id)
  if (!certificate) {
    return (
      <NotFoundView message="Certificate Not Found">
        <SectionLink section="certifications" className={controls.button}>
          Back to Certifications
        </SectionLink>
      </NotFoundView>
    )
  }
  return (
    <DetailPage label={certificate.title}>
      <BackLink to="certifications">Back to Certifications</BackLink>
      <Img picture={certificate.imageUrl} place="wide" className={page.image} priority />
      <h1 className={styles.title}>{certificate.title}</h1>
      <p className={styles.meta}>Issued by {certificate.issuedBy}</p>
    </DetailPage>
  )
}
