import { Link } from 'wouter'
import { CategoryLink } from '../components/CategoryLink'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { paths } from '../lib/paths'
import { readingLabel } from '../lib/readingTime'
import type { JourneyIndexData } from '../lib/routeData'
import { yearGroups } from '../lib/yearGroups'
import page from './ArticleList.module.css'

/**
 * Articles one line each, in the order My Journey tells them, under a heading per year: date,
 * category (left out where every line would repeat it), title and reading time.
 */
export function ArticleList({ articles, categories = true }: { articles: JourneyIndexData['articles']; categories?: boolean }) {
  return yearGroups(articles).map(({ year, items }) => (
    <section key={year} className={page.year}>
      <h2 className={page.yearHeading}>{year}</h2>
      <ol className={`${page.list} ${categories ? page.withCategory : ''}`}>
        {items.map((article) => (
          <li key={article.id} className={page.item}>
            <span className={page.date}>{article.date}</span>
            {categories && <CategoryLink name={article.category} />}
            <Link href={paths.journey(article.id)} className={page.link}>
              {article.title}
            </Link>
            <span className={page.minutes}>{readingLabel(article.minutes)}</span>
            <UnpublishedMark reason={article.unpublished} />
          </li>
        ))}
      </ol>
    </section>
  ))
}
