import { Link } from 'wouter'
import { Chips } from '../components/Chips'
import { Img } from '../components/Img'
import { Section, type SectionProps } from '../components/Section'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import type { HomeData } from '../lib/routeData'
import { writtenIn } from '../lib/textDirection'
import { useRouteData } from '../routeData/useRouteData'
import cards from './cards.module.css'

export function Projects({ number }: SectionProps) {
  const projects = useRouteData<HomeData>(paths.home)?.projects ?? []
  return (
    <Section id="projects" number={number}>
      <ul className={cards.stack}>
        {projects.map((project) => (
          <li key={project.id} className={`${cards.card} ${cards.feature}`}>
            <Img picture={{ ...project.thumbnail, alt: '' }} place="card" />
            <h3 className={cards.title} {...writtenIn(project.language)}>
              <Link href={paths.project(project.id)} className={cards.link}>
                {project.title}
              </Link>
            </h3>
            <UnpublishedMark reason={project.unpublished} />
            <p className={cards.text} {...writtenIn(project.language)}>
              {project.description}
            </p>
            <Chips items={project.techStack} label={words.home.techStackOf(project.title)} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
