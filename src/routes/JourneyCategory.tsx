import { Link, type RouteComponentProps } from 'wouter'
import { BackLink } from '../components/BackLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { MessageView } from '../components/MessageView'
import { words } from '../content/words'
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
      <MessageView message={words.journey.categoryNotFound}>
        <Link href={paths.journeyIndex} className={controls.button}>
          {words.journey.everyArticle}
        </Link>
      </MessageView>
    )
  }
  const { name, articles } = category
  return (
    <DetailPage label={name}>
      <BackLink href={paths.journeyIndex}>{words.journey.everyArticle}</BackLink>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.meta}>{words.journey.listed(articles.length, true)}</p>
      <ArticleList articles={articles} categories={false} />
    </DetailPage>
  )
}
