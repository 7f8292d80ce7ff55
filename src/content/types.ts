/** A bundled picture with its intrinsic size, so the page reserves its box before it loads. */
export interface Picture {
  readonly src: string
  readonly width: number
  readonly height: number
  /** What the picture shows; the build refuses an empty one. */
  readonly alt: string
}

export interface Project {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly thumbnail: Picture
  readonly images: readonly Picture[]
  readonly techStack: readonly string[]
  readonly liveUrl?: string
  readonly githubUrl?: string
  readonly detailedDescription: string
}

export interface JourneyEntry {
  readonly id: string
  readonly title: string
  /** Free text, shown as written ("March 2025"). */
  readonly date: string
  readonly category: string
  readonly thumbnail: Picture
  readonly summary: string
  /** Paragraphs separated by blank lines. */
  readonly content: string
  readonly images: readonly Picture[]
  readonly videoUrl?: string
}

export interface Certificate {
  readonly id: string
  readonly title: string
  readonly imageUrl: Picture
  readonly issuedBy: string
}

/**
 * The home page's section anchors. This union and the two below exist as values too, so that the
 * build's content check knows them.
 */
export const SECTION_IDS = ['about', 'experience', 'skills', 'certifications', 'projects', 'experiences', 'contact'] as const
export type SectionId = (typeof SECTION_IDS)[number]

export const NAV_ICON_NAMES = ['user', 'briefcase', 'sparkles', 'award', 'folder', 'route', 'mail'] as const
export type NavIcon = (typeof NAV_ICON_NAMES)[number]

export interface NavItem {
  readonly name: string
  readonly icon: NavIcon
  readonly sectionId: SectionId
}

export const SOCIAL_NETWORKS = ['github', 'linkedin', 'instagram', 'x'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export interface SocialLink {
  readonly network: SocialNetwork
  /** The accessible name of the icon link. */
  readonly label: string
  readonly url: string
}

export interface LeadershipRole {
  readonly role: string
  readonly organisation: string
  readonly detail: string
}

export interface ExperienceEntry {
  readonly title: string
  readonly organisation: string
  readonly duration: string
  readonly detail: string
}

export interface Profile {
  readonly name: string
  readonly brand: string
  readonly headline: string
  readonly about: readonly string[]
  readonly leadership: readonly LeadershipRole[]
  readonly experience: readonly ExperienceEntry[]
  readonly skills: readonly string[]
  readonly socials: readonly SocialLink[]
  readonly taglines: readonly string[]
  /** The invitation above the contact links. */
  readonly contactText: string
  /** The line in the footer, after the name. */
  readonly footerNote: string
}

/** Everything in src/content, as one value: what the build checks before it writes anything. */
export interface SiteContent {
  readonly profile: Profile
  readonly navigation: readonly NavItem[]
  readonly projects: readonly Project[]
  readonly journey: readonly JourneyEntry[]
  readonly certificates: readonly Certificate[]
}
