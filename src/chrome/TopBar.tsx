import { Link } from 'wouter'
import { SectionLink } from '../components/SectionLink'
import { navigation } from '../content/navigation'
import { profile } from '../content/profile'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import { MotionToggle } from './MotionToggle'
import { NAV_ICONS } from './navIcons'
import styles from './TopBar.module.css'
import { useActiveSection } from './useActiveSection'

const SECTION_IDS = navigation.map((item) => item.sectionId)

export function TopBar() {
  const active = useActiveSection(SECTION_IDS)
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.brand} aria-label={words.site.home(profile.name)}>
          <span aria-hidden="true">~/</span>
          {profile.brand}
        </Link>
        <div className={styles.end}>
          <nav aria-label={words.site.sections}>
            <ul className={styles.links}>
              {navigation.map((item) => {
                const Icon = NAV_ICONS[item.icon]
                return (
                  <li key={item.sectionId}>
                    <SectionLink
                      section={item.sectionId}
                      className={styles.link}
                      aria-label={item.name}
                      aria-current={active === item.sectionId ? 'location' : undefined}
                    >
                      <Icon size={20} aria-hidden="true" />
                      <span className={styles.tip} aria-hidden="true">
                        {item.name}
                      </span>
                    </SectionLink>
                  </li>
                )
              })}
            </ul>
          </nav>
          <MotionToggle />
        </div>
      </div>
    </header>
  )
}
