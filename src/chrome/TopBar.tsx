import { Link } from 'wouter'
import { SectionLink } from '../components/SectionLink'
import { navigation } from '../content/navigation'
import { profile } from '../content/profile'
import { paths } from '../lib/paths'
import { NAV_ICONS } from './navIcons'
import styles from './TopBar.module.css'

export function TopBar() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.brand} aria-label={`${profile.name}, home`}>
          <span aria-hidden="true">~/</span>
          {profile.brand}
        </Link>
        <nav aria-label="Sections">
          <ul className={styles.links}>
            {navigation.map((item) => {
              const Icon = NAV_ICONS[item.icon]
              return (
                <li key={item.sectionId}>
                  <SectionLink section={item.sectionId} className={styles.link} aria-label={item.name}>
                    <Icon size={20} aria-hidden="true" />
                  </SectionLink>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
