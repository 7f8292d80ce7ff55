import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import type { JourneyIndexData } from '../lib/routeData'
import { useRouteData } from '../routeData/useRouteData'
import { JourneySearch } from '../search/JourneySearch'
import { ArticleList } from './ArticleList'

/** Every journey article, one line each, in the order My Journey tells them, under a heading per year. */
export function JourneyIndex() {
  const articles = useRouteData<JourneyIndexData>(paths.journeyIndex)?.articles
  // On its way: only when history leads back to a screen this visit never loaded.
  if (!articles) return null
  return (
    <DetailPage label={words.journey.name}>
      {/* To the home page's My Journey, or its top while it leaves that section out: it shows it only
          once there is an article in it (`sectionShown`). */}
      <BackLink {...(articles.length > 0 ? { to: 'experiences' } : { href: paths.home })}>{words.journey.backToHome}</BackLink>
      <h1 className={styles.title}>{words.journey.name}</h1>
      <p className={styles.meta}>{words.journey.listed(articles.length)}</p>
      {articles.length > 0 && <JourneySearch />}
      <ArticleList articles={articles} />
    </DetailPage>
  )
}
