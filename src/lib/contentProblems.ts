import { FRONTMATTER_NAMES } from '../content/frontmatterNames'
import type { Picture, SiteContent } from '../content/types'
import { contentSchema, type LeftOutPage } from './contentSchema'
import { SMALLEST_SHOWN_WIDTH } from './pictureRenditions'

/** The field that names an entry of each list, so that a problem reads `journey[id=3]`, not `journey[2]`. */
const ENTRY_KEYS: Partial<Record<PropertyKey, string>> = {
  navigation: 'sectionId',
  projects: 'id',
  journey: 'id',
  certificates: 'id',
}

/** The file of each part of the content written in TypeScript, which a problem names first. */
const MODULES: Partial<Record<PropertyKey, string>> = {
  profile: 'src/content/profile.ts',
  navigation: 'src/content/navigation.ts',
  certificates: 'src/content/certificates.ts',
}

/** An entry of a top-level list: `[id=3]` by its key when that is a text no other entry shares, else `[2]`. */
function entryLabel(entries: unknown, key: string | undefined, index: number): string {
  const list: readonly unknown[] = Array.isArray(entries) ? entries : []
  const keyOf = (entry: unknown) =>
    key !== undefined && typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined
  const value = keyOf(list[index])
  const unique = list.filter((entry) => keyOf(entry) === value).length === 1
  return typeof value === 'string' && value.trim() !== '' && unique ? `[${key}=${value}]` : `[${index}]`
}

/** The names an entry's Markdown file gives its fields. */
const writtenNames = (top: PropertyKey): Partial<Record<PropertyKey, string>> => ({
  ...(FRONTMATTER_NAMES as Partial<Record<PropertyKey, Record<string, string>>>)[top],
  body: 'the text after the frontmatter',
})

/** A path inside an entry: `images[2].alt`. */
const fieldPath = (segments: readonly PropertyKey[], names: Partial<Record<PropertyKey, string>> = {}) =>
  segments.reduce<string>((name, segment, position) => {
    if (typeof segment === 'number') return `${name}[${segment}]`
    const field = (position === 0 && names[segment]) || String(segment)
    return name === '' ? field : `${name}.${field}`
  }, '')

/** How a picture or link of an entry's text is named, after the file's line: `image photo.jpg`, `link to /project/9`. */
const BODY_REFERENCES: Partial<Record<PropertyKey, (reference: Record<string, unknown>) => string>> = {
  bodyPictures: (reference) => `image ${String(reference.file)}`,
  bodyLinks: (reference) => `link to ${String(reference.address)}`,
}

/** An issue of a picture or link in an entry's text, by the file's line: `…/index.md:12: image photo.jpg: alt`. */
function whereInText(source: string, entry: object, [list, at, ...rest]: readonly PropertyKey[]): string | undefined {
  const name = list === undefined ? undefined : BODY_REFERENCES[list]
  const references: unknown = (entry as Record<PropertyKey, unknown>)[list ?? '']
  const reference: unknown = Array.isArray(references) && typeof at === 'number' ? references[at] : undefined
  if (!name || typeof reference !== 'object' || reference === null) return undefined
  const { line } = reference as { line?: unknown }
  // Past the picture itself: its own fields (`alt`).
  const field = fieldPath(rest.slice(1))
  return `${source}:${String(line)}: ${name(reference as Record<string, unknown>)}${field ? `: ${field}` : ''}`
}

/**
 * Where an issue is, written as the content's source reads: the TypeScript file and the path in it
 * (`src/content/certificates.ts: certificates[id=AI].issuedBy`), or for an entry written in a file
 * of its own, that file and the field's name there: `src/content/journey/3/index.md: gallery[2]`,
 * or the line of its text: `…/index.md:12: image photo.jpg`.
 */
function where(content: SiteContent, path: readonly PropertyKey[]): string {
  const [top, index, ...rest] = path
  if (top === undefined) return 'content'
  const module = MODULES[top]
  const inModule = (name: string) => (module === undefined ? name : `${module}: ${name}`)
  if (typeof index !== 'number') return inModule(fieldPath(path))
  const entries: unknown = content[top as keyof SiteContent]
  const entry: unknown = Array.isArray(entries) ? entries[index] : undefined
  const source = typeof entry === 'object' && entry !== null ? (entry as { source?: unknown }).source : undefined
  if (typeof source === 'string' && source !== '') {
    return whereInText(source, entry as object, rest) ?? `${source}: ${fieldPath(rest, writtenNames(top)) || 'frontmatter'}`
  }
  return inModule(`${String(top)}${entryLabel(entries, ENTRY_KEYS[top], index)}${rest.length ? `.${fieldPath(rest)}` : ''}`.replace('.[', '['))
}

/**
 * Every problem the content has, one line each, saying where and what:
 * `src/content/profile.ts: profile.socials[1].url: not an http(s) URL`. Empty when all is well. A
 * link to an entry the build leaves out (`leftOut`) says so.
 */
export function contentProblems(content: SiteContent, leftOut: readonly LeftOutPage[] = []): string[] {
  const result = contentSchema(leftOut).safeParse(content)
  return result.success ? [] : result.error.issues.map((issue) => `${where(content, issue.path)}: ${issue.message}`)
}

/** Every picture of the content with where it is, as a path into the content. */
function picturesOf({ projects, journey, certificates }: SiteContent): [PropertyKey[], Picture][] {
  const withImages = (top: 'projects' | 'journey', entries: readonly { thumbnail: Picture; images: readonly Picture[] }[]) =>
    entries.flatMap((entry, index): [PropertyKey[], Picture][] => [
      [[top, index, 'thumbnail'], entry.thumbnail],
      ...entry.images.map((image, at): [PropertyKey[], Picture] => [[top, index, 'images', at], image]),
    ])
  return [
    ...withImages('projects', projects),
    ...withImages('journey', journey),
    ...certificates.map((certificate, index): [PropertyKey[], Picture] => [['certificates', index, 'imageUrl'], certificate.imageUrl]),
  ]
}

/**
 * What the build lets through but the owner should know, one line each: photos narrower than the
 * narrowest place they are shown at, which look blurred there (an SVG is sharp at any size).
 */
export function contentWarnings(content: SiteContent): string[] {
  return picturesOf(content)
    .filter(([, picture]) => picture.raster !== undefined && picture.width < SMALLEST_SHOWN_WIDTH)
    .map(([path, picture]) => `${where(content, path)}: ${picture.width} px wide, narrower than the ${SMALLEST_SHOWN_WIDTH} px it is shown at`)
}
