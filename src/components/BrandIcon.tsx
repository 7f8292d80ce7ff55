import { faGithub, faInstagram, faLinkedin, faXTwitter } from '@fortawesome/free-brands-svg-icons'
import type { SocialNetwork } from '../content/types'

const ICONS = { github: faGithub, linkedin: faLinkedin, instagram: faInstagram, x: faXTwitter } as const

/** A brand mark from Font Awesome's brand set; decorative, the link around it carries the name. */
export function BrandIcon({ network, size = 24 }: { network: SocialNetwork; size?: number }) {
  const [width, height, , , path] = ICONS[network].icon
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={typeof path === 'string' ? path : path.join(' ')} />
    </svg>
  )
}
