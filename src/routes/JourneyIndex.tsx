import { Link } from 'wouter'
import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import { UnpublishedMark } from '../components/UnpublishedMark'
import styles from '../components/DetailPage.module.css'
import { paths } from '../lib/paths'
import { readingLabel } from '../lib/readingTime'
import type { JourneyIndexData } from '../lib/routeData'
import { yearGroups } from '../lib/yearGroups'
import { useRouteData } from '../routeData/useRouteData'
import { JourneySearch } from '../search/JourneySearch'
import cards from '../sections/cards.module.css'
import page from './JourneyIndex.module.css'

/** Every journey article, one line each, in the order My Journey tells them, under a heading per year. */
export function JourneyIndex() {
  const articles = useRouteData<JourneyIndexData>(paths.journeyIndex)?.articles
  // On its way: only when history leads back to a screen this visit never loaded.
  if (!articles) return null
  return (
    <DetailPage label="My Journey">
      <BackLink to="experiences">Back to My Journey</BackLink>
      <h1 className={styles.title}>My Journey</h1>
      <p className={styles.meta}>
        {articles.length === 0 ? 'No articles yet.' : `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}, oldest first, by year`}
      </p>
      {articles.length > 0 && <JourneySearch />}
      {yearGroups(articles).map(({ year, items }) => (
        <section key={year} className={page.year}>
          <h2 className={page.yearHeading}>{year}</h2>
          <ol className={page.list}>
            {items.map((article) => (
              <li key={article.id} className={page.item}>
                <span className={page.date}>{article.date}</span>
                <span className={cards.badge}>{article.category}</span>
                <Link href={paths.journey(article.id)} className={page.link}>
                  {article.title}
                </Link>
                <span className={page.minutes}>{readingLabel(article.minutes)}</span>
                <UnpublishedMark reason={article.unpublished} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </DetailPage>
  )
}
