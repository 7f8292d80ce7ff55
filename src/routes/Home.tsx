import { useRevealOnce } from '../motion/reveal'
import { About } from '../sections/About'
import { Certifications } from '../sections/Certifications'
import { Contact } from '../sections/Contact'
import { Experience } from '../sections/Experience'
import { Intro } from '../sections/Intro'
import { Journey } from '../sections/Journey'
import { Projects } from '../sections/Projects'
import { Skills } from '../sections/Skills'

export function Home() {
  useRevealOnce()
  return (
    <>
      <Intro />
      <About />
      <Experience />
      <Skills />
      <Certifications />
      <Projects />
      <Journey />
      <Contact />
    </>
  )
}
