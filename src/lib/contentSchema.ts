import { z } from 'zod'
import { BUILT_FIELDS, FRONTMATTER_NAMES, type MarkdownCollection } from '../content/frontmatterNames'
import {
  type BodyLink,
  type BodyPicture,
  type Certificate,
  type EventLink,
  type ExperienceEntry,
  type JourneyEntry,
  type LeadershipRole,
  NAV_ICON_NAMES,
  type NavItem,
  type Picture,
  type Profile,
  type Project,
  SECTION_IDS,
  SOCIAL_NETWORKS,
  type SiteContent,
  type SocialLink,
} from '../content/types'
import { categorySlug } from './categories'
import { isListSection, type ListSection, sectionShown } from './homeSections'
import type { Raster } from './pictureRenditions'
import { canonicalLanguageTag, LANGUAGE_TAG_EXAMPLES } from './languageTag'
import { didYouMean, unknownFieldsProblem } from './didYouMean'
import type { Unpublished } from './publication'
import { isSitePage } from './sitePages'
import { hasScheme } from './urlScheme'
import { videoId } from './videoId'

/** What a field that is not there or not of its kind is: YAML reads `title:` with nothing after it as null. */
const missingOr = (kind: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : issue.input === null ? 'empty' : kind)

const text = z.string({ error: missingOr('not a text') }).refine((value) => value.trim() !== '', 'empty')

/** A list, which may be empty. */
function entries<T extends z.ZodType>(item: T) {
  return z.array(item, { error: missingOr('not a list') })
}

/** A list with an entry at least. */
const list = <T extends z.ZodType>(item: T) => entries(item).min(1, 'empty')

/** A language tag ("fr", "pt-BR"). */
const language = text.refine((value) => canonicalLanguageTag(value) !== undefined, `not a language tag such as ${LANGUAGE_TAG_EXAMPLES}`)

const URL_PARTS = { protocol: /^https?$/, hostname: z.regexes.domain }

/** Whether `address` has no space: a browser would read one written by mistake (`github.com/my name`) as `%20`. */
const spaceless = (address: string) => !/\s/.test(address)

/** Whether `input` is an address once `https://` is written before it (`github.com/me`, not `my github`). */
const addressWithoutScheme = (input: unknown) =>
  typeof input === 'string' && !hasScheme(input) && spaceless(input) && z.url(URL_PARTS).safeParse(`https://${input}`).success

/** An address of another site; one written without its scheme (`github.com/me`) is told how to write it. */
const webUrl = z
  .url({
    ...URL_PARTS,
    abort: true,
    error: (issue) =>
      addressWithoutScheme(issue.input)
        ? `not a whole address: write it with https:// before it (https://${issue.input})`
        : missingOr('not an http(s) URL')(issue),
  })
  .refine(spaceless, 'has a space in it: an address has none (one that belongs there is written %20)')

/** One of `values`; another is named, with the one it is likely to be (`linkdin`: `linkedin`). */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => {
      if (typeof issue.input !== 'string') return missingOr('not a text')(issue)
      return `"${issue.input}" is not one of ${values.join(', ')}${didYouMean(issue.input, values)}`
    },
  })
}

/**
 * Strict objects' problem with a field their type does not know, which is a misspelt one in a
 * Markdown file's frontmatter: named, with the one of `known` it is likely to be.
 */
function unknownFields(known: readonly string[]) {
  return { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? unknownFieldsProblem(issue.keys, known) : undefined) }
}

/** The fields of an entry's `shape` as its Markdown file writes them (`names`), `draft` with them. */
function writtenFields(shape: object, names: Record<string, string>): string[] {
  const built: readonly string[] = BUILT_FIELDS
  return ['draft', ...Object.keys(shape).filter((name) => !built.includes(name)).map((name) => names[name] ?? name)]
}

/** A calendar date as machines write it: 2025-03-28. */
const isoDate = z.iso.date({ error: 'not a date such as 2025-03-28' })

const videoUrl = z.string().refine((url) => videoId(url) !== undefined, 'not a YouTube watch, embed or youtu.be URL')

/** An array whose entries differ in `key`; a repeat is reported on the later entry. */
function uniqueBy<T extends z.ZodType>(entries: z.ZodArray<T>, key: keyof z.output<T> & string) {
  return entries.superRefine((items, ctx) => {
    const firstIndex = new Map<unknown, number>()
    items.forEach((item, index) => {
      const value = item[key]
      const first = firstIndex.get(value)
      if (first === undefined) firstIndex.set(value, index)
      else {
        const message = `${JSON.stringify(value)} is also the ${key} of the entry at index ${first}`
        ctx.addIssue({ code: 'custom', path: [index, key], message })
      }
    })
  })
}

/** Set by the dev server on a draft or an entry dated after today, which the build leaves out. */
const unpublished = z.enum(['draft', 'scheduled']).optional()

const size = z.number().int().positive()

const raster = z.object({
  prefix: z.string(),
  widths: z.array(size).min(1),
  fallback: z.enum(['jpg', 'png']),
  large: size,
  whole: z.string().optional(),
}) satisfies z.ZodType<Raster>

/** A CSS `object-position` in percentages: across, then down. */
const focus = z.string().regex(/^(100|\d{1,2})% (100|\d{1,2})%$/, 'not two percentages such as "50% 30%"')

/**
 * A picture whose file the build could read, with an alt text. A file it could not read (missing,
 * not an image) carries the reason, which becomes the one problem of the picture.
 */
const picture = z
  .looseObject(
    { problem: z.string().optional() },
    // A Markdown entry's pictures are objects, or their problem, by now: this is a module's, a path written as text, say.
    { error: missingOr("not a picture: write picture(file, 'what it shows'), the file imported with ?picture as the module's first lines do") },
  )
  .superRefine(({ problem }, ctx) => {
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem })
  })
  .pipe(
    z.object({
      src: z.string(),
      width: size,
      height: size,
      raster: raster.optional(),
      placeholder: z.string().regex(/^linear-gradient\(/).optional(),
      alt: text,
      focus: focus.optional(),
    }) satisfies z.ZodType<Picture>,
  )

/** A photo of an entry's text: a picture as any other, named by its file and line. */
const bodyPicture = z.object({ file: z.string(), line: size, picture }) satisfies z.ZodType<BodyPicture>

/** An object of `shape` whose field the shape does not know is named, with the one it is likely to be (`skils`: `skills`). */
const fieldsOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape, unknownFields(Object.keys(shape)))

const bodyLink = z.object({ address: z.string(), line: size }) satisfies z.ZodType<BodyLink>

/** What an entry's text shows and links to: checked like the frontmatter's pictures, and its links against the content. */
const bodyReferences = { bodyPictures: z.array(bodyPicture), bodyLinks: z.array(bodyLink) }

/** A gallery or the screenshots: a page shows none when there are none (only the thumbnail is needed). */
const pictures = z.array(picture, { error: 'not a list' })

const leadershipRole = fieldsOf({ role: text, organisation: text, detail: text }) satisfies z.ZodType<LeadershipRole>

const experienceEntry = fieldsOf({
  title: text,
  organisation: text,
  duration: text,
  detail: text,
}) satisfies z.ZodType<ExperienceEntry>

const socialLink = fieldsOf({ network: oneOf(SOCIAL_NETWORKS), label: text, url: webUrl }) satisfies z.ZodType<SocialLink>

const profile = fieldsOf({
  name: text,
  brand: text,
  headline: text,
  description: text,
  journal: text,
  about: list(text),
  leadership: entries(leadershipRole),
  experience: entries(experienceEntry),
  skills: entries(text),
  socials: entries(socialLink),
  taglines: list(text),
  contactText: text,
  footerNote: text,
}) satisfies z.ZodType<Profile>

const navItem = fieldsOf({ name: text, icon: oneOf(NAV_ICON_NAMES), sectionId: oneOf(SECTION_IDS) }) satisfies z.ZodType<NavItem>

/** What the list of each of the home page's list sections holds, in a problem's words. */
const ENTRIES = {
  experience: 'jobs in profile.experience',
  skills: 'skills in profile.skills',
  certifications: 'certificates',
  projects: 'projects',
  experiences: 'articles',
} as const satisfies Record<ListSection, string>

/** An entry the build leaves out (a draft, or dated after today): a link to its page is to none. */
export interface LeftOutPage {
  readonly collection: MarkdownCollection
  readonly id: string
  readonly reason: Unpublished
  /** The day of an entry dated after today. */
  readonly published?: string
}

/** Why a link to a page the build leaves out leads nowhere, and what to do. */
const leftOutLink = ({ reason, published }: LeftOutPage) =>
  reason === 'draft'
    ? 'a link to a draft, which the build leaves out: publish it first, or take the link out'
    : `a link to an entry dated ${published ?? ''}, after today, which the build leaves out until then`

/**
 * The content as the site needs it, beyond what its types say: every text non-empty, every list
 * that a page cannot stand without non-empty (the about text, the taglines, a project's stack; a
 * gallery, the screenshots, the jobs, leadership roles, skills and social links, the projects,
 * articles and certificates may be empty: the page then leaves them out), ids unique, links http(s), video
 * links YouTube, every picture's file a picture the build could read, with an alt text, every link of
 * a text to this site a page of it, and every top-bar item a section the home page shows.
 */
export function contentSchema(leftOut: readonly LeftOutPage[] = []) {
  // Strict: a field the type does not know is a misspelt one in a Markdown file's frontmatter.
  // A page about an event elsewhere (slides, repository, certificate…): what it is, and its http(s) address.
  const eventLink = fieldsOf({ label: text, url: webUrl }) satisfies z.ZodType<EventLink>

  const projectShape = {
    id: text,
    title: text,
    description: text,
    thumbnail: picture,
    images: pictures,
    techStack: list(text),
    liveUrl: webUrl.optional(),
    githubUrl: webUrl.optional(),
    body: text,
    language: language.optional(),
    ...bodyReferences,
    source: text,
    unpublished,
  }
  const project = z.strictObject(projectShape, unknownFields(writtenFields(projectShape, FRONTMATTER_NAMES.projects))) satisfies z.ZodType<Project>

  const journeyShape = {
    id: text,
    title: text,
    date: text,
    published: isoDate.optional(),
    category: text,
    thumbnail: picture,
    summary: text,
    body: text,
    images: pictures,
    videoUrl: videoUrl.optional(),
    location: text.optional(),
    role: text.optional(),
    links: list(eventLink).optional(),
    language: language.optional(),
    ...bodyReferences,
    source: text,
    unpublished,
  }
  const journeyEntry = z.strictObject(journeyShape, unknownFields(writtenFields(journeyShape, FRONTMATTER_NAMES.journey))) satisfies z.ZodType<JourneyEntry>

  const certificate = fieldsOf({ id: text, title: text, imageUrl: picture, issuedBy: text }) satisfies z.ZodType<Certificate>

  return z
    .object({
      profile,
      navigation: uniqueBy(z.array(navItem), 'sectionId'),
      projects: uniqueBy(z.array(project), 'id'),
      journey: uniqueBy(z.array(journeyEntry), 'id'),
      certificates: uniqueBy(z.array(certificate), 'id'),
    })
    .superRefine((content, ctx) => {
      const { navigation, ...lists } = content
      // A button of the top bar would lead nowhere.
      navigation.forEach((item, index) => {
        const section = item.sectionId
        if (!isListSection(section) || sectionShown(section, lists)) return
        const message = `the home page leaves this section out, as there are no ${ENTRIES[section]}: remove the item`
        ctx.addIssue({ code: 'custom', path: ['navigation', index, 'sectionId'], message })
      })
      // A category's page is at its slug: it needs one, and one category alone may have it.
      const slugs = new Map<string, string>()
      content.journey.forEach(({ category }, index) => {
        const slug = categorySlug(category)
        const first = slugs.get(slug) ?? category
        slugs.set(slug, first)
        const path = ['journey', index, 'category']
        if (slug === '') ctx.addIssue({ code: 'custom', path, message: 'no letter or digit to name its page by' })
        else if (first !== category) ctx.addIssue({ code: 'custom', path, message: `written “${category}” here and “${first}” elsewhere: one category, spelt two ways` })
      })
      for (const top of ['projects', 'journey'] as const) {
        content[top].forEach((entry, index) =>
          entry.bodyLinks.forEach((link, at) => {
            // A link with no scheme and not from the root is taken from the page's own address.
            const fromRoot = link.address.startsWith('/')
            if (fromRoot && isSitePage(link.address, content)) return
            const withEntry = (entry: LeftOutPage) => ({ ...content, [entry.collection]: [...content[entry.collection], { id: entry.id, category: '' }] })
            const leftOutEntry = fromRoot ? leftOut.find((entry) => isSitePage(link.address, withEntry(entry))) : undefined
            const message = leftOutEntry
              ? leftOutLink(leftOutEntry)
              : fromRoot
                ? 'no page of this site has this address'
                : 'no page has this address: a link to another site starts with https://, one to a page of this site with /'
            ctx.addIssue({ code: 'custom', path: [top, index, 'bodyLinks', at], message })
          }),
        )
      }
    }) satisfies z.ZodType<SiteContent>
}
