/**
 * The entries written as Markdown files, one folder each (docs/content.md), and the names their
 * frontmatter gives the entry's fields where the two differ. The build reads the files with them
 * (scripts/markdownEntries.ts) and its content check names a field as the file writes it.
 */
export const FRONTMATTER_NAMES = {
  journey: { images: 'gallery', videoUrl: 'video' },
  projects: { images: 'screenshots', techStack: 'stack', liveUrl: 'live', githubUrl: 'github' },
} as const satisfies Record<string, Record<string, string>>

export type MarkdownCollection = keyof typeof FRONTMATTER_NAMES

/**
 * An entry's fields that the build sets, not the frontmatter: from the folder (`id`), the file's path
 * (`source`), the text after the frontmatter (`body` and what it holds) and the date (`unpublished`).
 */
export const BUILT_FIELDS = ['id', 'source', 'body', 'bodyPictures', 'bodyLinks', 'unpublished'] as const
