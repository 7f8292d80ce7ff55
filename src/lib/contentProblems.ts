import type { Picture, SiteContent } from '../content/types'
import { contentSchema } from './contentSchema'
import { SMALLEST_SHOWN_WIDTH } from './pictureRenditions'

/** The field that names an entry of each list, so that a problem reads `journey[id=3]`, not `journey[2]`. */
const ENTRY_KEYS: Partial<Record<PropertyKey, string>> = {
  navigation: 'sectionId',
  projects: 'id',
  journey: 'id',
  certificates: 'id',
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

/** Where an issue is, written as the content's source reads: `projects[id=1].images[2].src`. */
function where(content: SiteContent, [top, ...rest]: readonly PropertyKey[]): string {
  const entries: unknown = top === undefined ? undefined : content[top as keyof SiteContent]
  return rest.reduce<string>((name, segment, position) => {
    if (typeof segment !== 'number') return `${name}.${String(segment)}`
    return name + (position === 0 ? entryLabel(entries, ENTRY_KEYS[top ?? ''], segment) : `[${segment}]`)
  }, String(top ?? 'content'))
}

/**
 * Every problem the content has, one line each, saying where and what:
 * `journey[id=3].videoUrl: not a YouTube watch, embed or youtu.be URL`. Empty when all is well.
 */
export function contentProblems(content: SiteContent): string[] {
  const result = contentSchema().safeParse(content)
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
