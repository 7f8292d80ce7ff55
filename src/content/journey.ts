/**
 * My Journey: one Markdown file per article, `journey/<id>/index.md`, with its pictures beside it
 * (docs/content.md); the build turns them into entries (scripts/markdownEntries.ts).
 */
export { journey } from 'virtual:journey'
