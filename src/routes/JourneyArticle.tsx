import { Link, type RouteComponentProps } from 'wouter'
import { ArticleBody } from '../components/ArticleBody'
import { BackLink } from '../components/BackLink'
import { CategoryLink } from '../components/CategoryLink'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { ExternalLink } from '../components/ExternalLink'
import { Img } from '../components/Img'
import { PictureSection } from '../components/PictureSection'
import { MessageView } from '../components/MessageView'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { VideoEmbed } from '../components/VideoEmbed'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import { phraseParts } from '../lib/phraseParts'
import { largeUrl } from '../lib/pictureRenditions'
import type { JourneyData } from '../lib/routeData'
import { writtenIn } from '../lib/textDirection'
import { videoId } from '../lib/videoId'
import { useRouteData } from '../routeData/useRouteData'
import controls from '../styles/controls.module.css'
import { ArticleEvent } from './ArticleEvent'
import { ArticleNeighbours } from './ArticleNeighbours'
import page from './JourneyArticle.module.css'

export function JourneyArticle({ params }: RouteComponentProps<{ id: string }>) {
  const entry = useRouteData<JourneyData>(paths.journey(params.id))
  // On its way: only when history leads back to a screen this visit never loaded.
  if (entry === undefined) return null
  if (entry === null) {
    return (
      <MessageView message={words.journey.notFound}>
        <Link href={paths.home} className={controls.button}>
          {words.journey.notFoundLink}
        </Link>
      </MessageView>
    )
  }
  const video = videoId(entry.videoUrl)
  // The date as the article writes it, in its language and direction, within the site's phrase.
  const [publishedBefore, publishedAfter] = phraseParts(words.journey.publishedOn)
  return (
    <DetailPage label={entry.title}>
      <BackLink to="experiences">{words.journey.backToJourney}</BackLink>
      <Img picture={entry.thumbnail} place="hero" className={styles.hero} priority lang={entry.language} />
      <div className={page.header} data-pagefind-body>
        <CategoryLink name={entry.category} />
        <UnpublishedMark reason={entry.unpublished} />
        <h1 className={styles.title} data-pagefind-meta="title" {...writtenIn(entry.language)}>
          {entry.title}
        </h1>
        <p className={styles.meta} data-pagefind-index-attrs="data-summary" data-summary={entry.summary}>
          {publishedBefore}
          <span {...writtenIn(entry.language)}>{entry.date}</span>
          {publishedAfter} · <span className={styles.readingTime}>{words.journey.readingTime(entry.minutes)}</span>
        </p>
        <ArticleEvent role={entry.role} location={entry.location} links={entry.links} />
      </div>
      <ArticleBody html={entry.body} lang={entry.language} />
      {video && <VideoEmbed id={video} title={words.journey.video(entry.title)} />}
      <PictureSection id="gallery" title={words.journey.gallery} pictures={entry.images} className={page.gallery}>
        {(image) => (
          <ExternalLink href={largeUrl(image)}>
            <Img picture={image} place="gallery" lang={entry.language} />
          </ExternalLink>
        )}
      </PictureSection>
      <ArticleNeighbours previous={entry.previous} next={entry.next} related={entry.related} />
    </DetailPage>
  )
}
