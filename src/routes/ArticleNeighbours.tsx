import { Link } from 'wouter'
import styles from '../components/DetailPage.module.css'
import { words } from '../content/words'
import type { ArticleLink, Neighbours } from '../lib/neighbours'
import { paths } from '../lib/paths'
import { writtenIn } from '../lib/textDirection'
import arrows from '../styles/arrows.module.css'
import page from './JourneyArticle.module.css'

function Neighbour({ article, rel }: { article: ArticleLink; rel: 'prev' | 'next' }) {
  const label = rel === 'prev' ? words.journey.previous : words.journey.next
  const arrow = <span className={arrows.alongText}>{rel === 'prev' ? '←' : '→'}</span>
  return (
    // Named by what it shows ("Previous: …"), so the title keeps its language for a screen reader;
    // the arrow is left out of the name, and the colon is heard and not seen (at the end of the line).
    <Link href={paths.journey(article.id)} rel={rel} className={rel === 'next' ? `${page.neighbour} ${page.next}` : page.neighbour}>
      <span className={page.neighbourLabel}>
        {rel === 'prev' && <span aria-hidden="true">{arrow} </span>}
        {label}
        {rel === 'next' && <span aria-hidden="true"> {arrow}</span>}
        <span className={page.heardOnly}>:</span>
      </span>
      <span className={page.neighbourTitle} {...writtenIn(article.language)}>
        {article.title}
      </span>
    </Link>
  )
}

/** Where to read on from an article: the ones before and after it in the list, and those related to it. */
export function ArticleNeighbours({ previous, next, related }: Neighbours) {
  return (
    <>
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className={styles.subheading}>
            {words.journey.related}
          </h2>
          <ul className={page.related}>
            {related.map((article) => (
              <li key={article.id}>
                <Link href={paths.journey(article.id)} {...writtenIn(article.language)}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label={words.journey.neighbours} className={page.neighbours}>
          {previous && <Neighbour article={previous} rel="prev" />}
          {next && <Neighbour article={next} rel="next" />}
        </nav>
      )}
    </>
  )
}
