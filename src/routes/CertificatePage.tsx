import { Link, type RouteComponentProps } from 'wouter'
import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { Img } from '../components/Img'
import { MessageView } from '../components/MessageView'
import { SectionLink } from '../components/SectionLink'
import { navigation } from '../content/navigation'
import type { Certificate, NavItem } from '../content/types'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import { useRouteData } from '../routeData/useRouteData'
import controls from '../styles/controls.module.css'
import page from './CertificatePage.module.css'

/** The top bar's items, typed as any owner's: theirs may have no Certifications item. */
const topBar: readonly NavItem[] = navigation

/**
 * Whether the home page has a Certifications section to go back to: an owner without certificates
 * has none, and the build lets the top bar name only the sections the home page shows.
 */
const certificationsShown = topBar.some((item) => item.sectionId === 'certifications')

export function CertificatePage({ params }: RouteComponentProps<{ id: string }>) {
  const certificate = useRouteData<Certificate>(paths.certificate(params.id))
  // On its way: only when history leads back to a screen this visit never loaded.
  if (certificate === undefined) return null
  if (certificate === null) {
    return (
      <MessageView message={words.certificate.notFound}>
        {certificationsShown ? (
          <SectionLink section="certifications" className={controls.button}>
            {words.certificate.backToCertifications}
          </SectionLink>
        ) : (
          <Link href={paths.home} className={controls.button}>
            {words.certificate.goHome}
          </Link>
        )}
      </MessageView>
    )
  }
  return (
    <DetailPage label={certificate.title}>
      <BackLink to="certifications">{words.certificate.backToCertifications}</BackLink>
      <Img picture={certificate.imageUrl} place="wide" className={page.image} priority />
      <h1 className={styles.title}>{certificate.title}</h1>
      <p className={styles.meta}>{words.certificate.issuedBy(certificate.issuedBy)}</p>
    </DetailPage>
  )
}
