import { ExternalLink as ExternalIcon } from 'lucide-react'
import { Link, type RouteComponentProps } from 'wouter'
import { ArticleBody } from '../components/ArticleBody'
import { BackLink } from '../components/BackLink'
import { BrandIcon } from '../components/BrandIcon'
import { Chips } from '../components/Chips'
import { DetailPage } from '../components/DetailPage'
import styles from '../components/DetailPage.module.css'
import { ExternalLink } from '../components/ExternalLink'
import { Img } from '../components/Img'
import { PictureSection } from '../components/PictureSection'
import { MessageView } from '../components/MessageView'
import { UnpublishedMark } from '../components/UnpublishedMark'
import { words } from '../content/words'
import { paths } from '../lib/paths'
import type { ProjectData } from '../lib/routeData'
import { writtenIn } from '../lib/textDirection'
import { useRouteData } from '../routeData/useRouteData'
import controls from '../styles/controls.module.css'
import page from './ProjectPage.module.css'

export function ProjectPage({ params }: RouteComponentProps<{ id: string }>) {
  const project = useRouteData<ProjectData>(paths.project(params.id))
  // On its way: only when history leads back to a screen this visit never loaded.
  if (project === undefined) return null
  if (project === null) {
    return (
      <MessageView message={words.project.notFound}>
        <Link href={paths.home} className={controls.button}>
          {words.project.notFoundLink}
        </Link>
      </MessageView>
    )
  }
  return (
    <DetailPage label={project.title}>
      <BackLink to="projects">{words.project.backToProjects}</BackLink>
      <h1 className={styles.title} data-pagefind-body data-pagefind-meta="title" {...writtenIn(project.language)}>
        {project.title}
      </h1>
      <UnpublishedMark reason={project.unpublished} />
      <p className={styles.meta} data-pagefind-body {...writtenIn(project.language)}>
        {project.description}
      </p>
      {(project.githubUrl || project.liveUrl) && (
        <div className={page.links}>
          {project.githubUrl && (
            <ExternalLink href={project.githubUrl} className={controls.ghost}>
              <BrandIcon network="github" size={18} /> {words.project.github}
            </ExternalLink>
          )}
          {project.liveUrl && (
            <ExternalLink href={project.liveUrl} className={controls.button}>
              <ExternalIcon size={18} aria-hidden="true" /> {words.project.liveDemo}
            </ExternalLink>
          )}
        </div>
      )}
      {/* Without screenshots, the picture of its card, so that its page is not one of words alone. */}
      {project.images.length === 0 && <Img picture={project.thumbnail} place="hero" className={styles.hero} priority lang={project.language} />}
      <PictureSection id="screenshots" title={words.project.screenshots} pictures={project.images} className={page.screenshots}>
        {(image, index) => <Img picture={image} place="screenshot" priority={index === 0} lang={project.language} />}
      </PictureSection>
      <section aria-labelledby="stack-title">
        <h2 id="stack-title" className={styles.subheading}>
          {words.project.techStack}
        </h2>
        <Chips items={project.techStack} label={words.project.techStack} />
      </section>
      <section aria-labelledby="details-title">
        <h2 id="details-title" className={styles.subheading}>
          {words.project.details}
        </h2>
        <ArticleBody html={project.body} lang={project.language} />
      </section>
    </DetailPage>
  )
}
