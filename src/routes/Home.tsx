import type { ComponentType } from 'react'
import type { SectionProps } from '../components/Section'
import { profile } from '../content/profile'
import type { SectionId } from '../content/types'
import { sectionShown } from '../lib/homeSections'
import { paths } from '../lib/paths'
import type { HomeData } from '../lib/routeData'
import { useRevealOnce } from '../motion/reveal'
import { useRouteData } from '../routeData/useRouteData'
import { About } from '../sections/About'
import { Certifications } from '../sections/Certifications'
import { Contact } from '../sections/Contact'
import { Experience } from '../sections/Experience'
import { Intro } from '../sections/Intro'
import { Journey } from '../sections/Journey'
import { Projects } from '../sections/Projects'
import { Skills } from '../sections/Skills'

const SECTIONS: readonly (readonly [SectionId, ComponentType<SectionProps>])[] = [
  ['about', About],
  ['experience', Experience],
  ['skills', Skills],
  ['certifications', Certifications],
  ['projects', Projects],
  ['experiences', Journey],
  ['contact', Contact],
]

export function Home() {
  useRevealOnce()
  const home = useRouteData<HomeData>(paths.home)
  // Numbered as shown, so that a section left out leaves no gap in the numbers. Until the home
  // page's data is here (a visit back to it through history), its entries' sections stay.
  const shown = SECTIONS.filter(([id]) => sectionShown(id, { ...home, profile }))
  return (
    <>
      <Intro />
      {shown.map(([id, Section], index) => (
        <Section key={id} number={index + 1} />
      ))}
    </>
  )
}
