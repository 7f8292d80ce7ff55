import { ArrowRight } from 'lucide-react'
import { Link } from 'wouter'
import { CategoryLink } from '../components/CategoryLink'
import { Img } from '../components/Img'
import { Section, type SectionProps } from '../components/Section'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import type { HomeData } from '../lib/routeData'
import { writtenIn } from '../lib/textDirection'
import { useRouteData } from '../routeData/useRouteData'
import arrows from '../styles/arrows.module.css'
import controls from '../styles/controls.module.css'
import cards from './cards.module.css'

export function Journey({ number }: SectionProps) {
  const home = useRouteData<HomeData>(paths.home)
  const journey = home?.journey ?? []
  const count = home?.journeyCount ?? 0
  return (
    <Section id="experiences" number={number}>
      <ul className={cards.two}>
        {journey.map((entry) => (
          <li key={entry.id} className={cards.card}>
            <Img picture={{ ...entry.thumbnail, alt: '' }} place="card" />
            <CategoryLink name={entry.category} />
            <UnpublishedMark reason={entry.unpublished} />
            <h3 className={cards.title} {...writtenIn(entry.language)}>
              <Link href={paths.journey(entry.id)} className={cards.link}>
                {entry.title}
              </Link>
            </h3>
            <p className={cards.meta} {...writtenIn(entry.language)}>
              {entry.date}
            </p>
            <p className={cards.text} {...writtenIn(entry.language)}>
              {entry.summary}
            </p>
          </li>
        ))}
      </ul>
      {count > journey.length && (
        <Link href={paths.journeyIndex} className={`${controls.ghost} ${cards.more}`}>
          {words.home.allArticles(count)} <ArrowRight size={18} aria-hidden="true" className={arrows.alongText} />
        </Link>
      )}
    </Section>
  )
}
