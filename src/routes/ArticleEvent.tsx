import { ExternalLink } from '../components/ExternalLink'
import { words } from '../content/words'
import type { JourneyData } from '../lib/routeData'
import page from './JourneyArticle.module.css'

/** What an article about an event says of it: the owner's part, where, and its pages elsewhere; nothing when it says none. */
export function ArticleEvent({ role, location, links = [] }: Pick<JourneyData, 'role' | 'location' | 'links'>) {
  if (!role && !location && links.length === 0) return null
  return (
    <dl className={page.event}>
      {role && (
        <div>
          <dt>{words.journey.role}</dt>
          <dd>{role}</dd>
        </div>
      )}
      {location && (
        <div>
          <dt>{words.journey.location}</dt>
          <dd>{location}</dd>
        </div>
      )}
      {links.length > 0 && (
        <div>
          <dt>{words.journey.links}</dt>
          <dd>
            <ul className={page.eventLinks}>
              {links.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  )
}
