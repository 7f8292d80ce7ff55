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
