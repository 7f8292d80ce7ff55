/**
 * The projects: one Markdown file each, `projects/<id>/index.md`, with its screenshots beside it
 * (docs/content.md); the build turns them into entries (scripts/markdownEntries.ts).
 */
export { projects } from 'virtual:projects'
