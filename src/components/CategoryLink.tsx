import { Link } from 'wouter'
import { words } from '../content/words'
import { categorySlug } from '../lib/categories'
import { paths } from '../lib/paths'
import cards from '../sections/cards.module.css'
import styles from './CategoryLink.module.css'

/**
 * A category, as a pill that leads to the page of its articles; named "Category: Hackathon", so that
 * among a list's links it does not read as one more title.
 */
export function CategoryLink({ name }: { name: string }) {
  return (
    <Link href={paths.journeyCategory(categorySlug(name))} className={`${cards.badge} ${styles.category}`}>
      <span className="visually-hidden" data-pagefind-ignore>
        {words.journey.category}{' '}
      </span>
      {name}
    </Link>
  )
}
