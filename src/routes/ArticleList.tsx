import { Link } from 'wouter'
import { CategoryLink } from '../components/CategoryLink'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import type { JourneyIndexData } from '../lib/routeData'
import { writtenIn } from '../lib/textDirection'
import { yearGroups } from '../lib/yearGroups'
import controls from '../styles/controls.module.css'
import page from './ArticleList.module.css'

/**
 * How many of the list's first lines are laid out with the page, as every line would be: more than a
 * phone shows at once, where a line's height depends on how its title wraps. The lines after them are
 * laid out as they near the view (ArticleList.module.css); until then each is counted at about a
 * line's height, which on a wide screen, where a title seldom wraps, is its own to a pixel.
 */
const LAID_OUT_WITH_THE_PAGE = 12

/**
 * Articles one line each, in the order My Journey tells them, under a heading per year: date,
 * category (left out where every line would repeat it), title and reading time.
 */
export function ArticleList({ articles, categories = true }: { articles: JourneyIndexData['articles']; categories?: boolean }) {
  let linesBefore = 0
  // Each year's lines with where the first of them stands in the whole list.
  const groups = yearGroups(articles).map(({ year, items }) => {
    const first = linesBefore
    linesBefore += items.length
    return { year, items, first }
  })
  return groups.map(({ year, items, first }) => (
    <section key={year ?? ''} className={page.year}>
      <h2 className={page.yearHeading}>{year ?? words.journey.undated}</h2>
      <ol className={`${page.list} ${categories ? page.withCategory : ''}`}>
        {items.map((article, index) => (
          <li key={article.id} className={`${page.item} ${first + index < LAID_OUT_WITH_THE_PAGE ? '' : page.laidOutNearTheView}`}>
            <span className={page.date} {...writtenIn(article.language)}>
              {article.date}
            </span>
            {categories && <CategoryLink name={article.category} />}
            <Link href={paths.journey(article.id)} className={`${controls.titleLink} ${page.link}`} {...writtenIn(article.language)}>
              {article.title}
            </Link>
            <span className={page.minutes}>{words.journey.readingTime(article.minutes)}</span>
            <UnpublishedMark reason={article.unpublished} />
          </li>
        ))}
      </ol>
    </section>
  ))
}
