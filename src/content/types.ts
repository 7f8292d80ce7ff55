import type { Raster } from '../lib/pictureRenditions'
import type { Unpublished } from '../lib/publication'

/**
 * A picture file as the build gives it (`import photo from './photo.jpg?picture'`; see
 * scripts/pictures.ts): its address, its size as it shows, and for a photo its renditions.
 */
export interface PictureFile {
  /** The address an `<img>` falls back to: the widest JPEG or PNG rendition, or the SVG itself. */
  readonly src: string
  readonly width: number
  readonly height: number
  /** A JPEG, PNG, WebP or AVIF source's renditions; an SVG has none. */
  readonly raster?: Raster
  /** A CSS gradient of the photo's colours, top to bottom: the preview shown while an opaque photo loads. */
  readonly placeholder?: string
  /** Why the file cannot be used (missing, not an image…); the content check names the entry. */
  readonly problem?: string
}

/** A picture of the content: its file and what it shows. */
export interface Picture extends PictureFile {
  /** What the picture shows; the build refuses an empty one. */
  readonly alt: string
  /** Where the subject is, as CSS `object-position` ("50% 30%"), kept in view when a box crops the picture. */
  readonly focus?: string
}

/** A photo in an entry's text (`![alt](photo.jpg "caption")`), and where the text shows it. */
export interface BodyPicture {
  /** As the text writes it. */
  readonly file: string
  /** The line of the entry's file. */
  readonly line: number
  readonly picture: Picture
}

/** A link in an entry's text to a page of this site (`[text](/project/1)`), which the build checks. */
export interface BodyLink {
  /** As the text writes it, from the site's root. */
  readonly address: string
  /** The line of the entry's file. */
  readonly line: number
}

/** What an entry's text holds that the build checks, besides its HTML. */
interface BodyReferences {
  readonly bodyPictures: readonly BodyPicture[]
  readonly bodyLinks: readonly BodyLink[]
}

export interface Project extends BodyReferences {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly thumbnail: Picture
  /** The screenshots, if any: the page shows the section only when there is one. */
  readonly images: readonly Picture[]
  readonly techStack: readonly string[]
  readonly liveUrl?: string
  readonly githubUrl?: string
  /** The details, as HTML rendered from its Markdown at build time. */
  readonly body: string
  /** The language it is written up in, where that is not the site's (SITE_LANGUAGE): a tag such as "fr". */
  readonly language?: string
  /** The file it was written in, from the project root; problems name it. */
  readonly source: string
  /** Why it is not published yet (a draft, or dated after today): set by `npm run dev` only, which shows it marked. */
  readonly unpublished?: Unpublished
}

export interface JourneyEntry extends BodyReferences {
  readonly id: string
  readonly title: string
  /** Free text, shown as written ("March 2025"). */
  readonly date: string
  /** A machine date (2025-03-28) that orders the articles and dates them in the feed. */
  readonly published?: string
  readonly category: string
  readonly thumbnail: Picture
  readonly summary: string
  /** The article's text, as HTML rendered from its Markdown at build time. */
  readonly body: string
  /** The gallery, if any: the page shows it only when it has a picture. */
  readonly images: readonly Picture[]
  readonly videoUrl?: string
  /** Where the event took place, for an article about one ("Kigali Convention Centre"). */
  readonly location?: string
  /** The owner's part in the event ("Speaker", "Participant"…). */
  readonly role?: string
  /** The event's pages elsewhere: slides, repository, certificate… */
  readonly links?: readonly EventLink[]
  /** The language it is written in, where that is not the site's (SITE_LANGUAGE): a tag such as "fr". */
  readonly language?: string
  /** The file it was written in, from the project root; problems name it. */
  readonly source: string
  /** Why it is not published yet (a draft, or dated after today): set by `npm run dev` only, which shows it marked. */
  readonly unpublished?: Unpublished
}

/** A page about an event elsewhere, shown on its article. */
export interface EventLink {
  readonly label: string
  readonly url: string
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
  /** What the site is, in a sentence or two: the home page's description in search results and link previews. */
  readonly description: string
  /** What My Journey is, after "<name>'s": the description of its list and category pages. */
  readonly journal: string
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
