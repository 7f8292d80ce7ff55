import { Link, type RouteComponentProps } from 'wouter'
import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { MessageView } from '../components/MessageView'
import { CATEGORY_NOT_FOUND } from '../lib/messageTitles'
import { paths } from '../lib/paths'
import type { JourneyCategoryData } from '../lib/routeData'
import { useRouteData } from '../routeData/useRouteData'
import controls from '../styles/controls.module.css'
import { ArticleList } from './ArticleList'

/** The articles of one category, as the list of every article shows them. */
export function JourneyCategory({ params }: RouteComponentProps<{ slug: string }>) {
  const category = useRouteData<JourneyCategoryData>(paths.journeyCategory(params.slug))
  // On its way: only when history leads back to a screen this visit never loaded.
  if (category === undefined) return null
  if (category === null) {
    return (
      <MessageView message={CATEGORY_NOT_FOUND}>
        <Link href={paths.journeyIndex} className={controls.button}>
          Every article
        </Link>
      </MessageView>
    )
  }
  const { name, articles } = category
  return (
    <DetailPage label={name}>
      <BackLink href={paths.journeyIndex}>Every article</BackLink>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.meta}>{`Category · ${articles.length} ${articles.length === 1 ? 'article' : 'articles'}, oldest first, by year`}</p>
      <ArticleList articles={articles} categories={false} />
    </DetailPage>
  )
}
