// CONTENT_SAMPLE=N: N generated journey articles (`sample-1` … `sample-N`), written as Markdown files
// as the owner writes them (scripts/sampleArticles.ts) with 12-megapixel photos
// (scripts/samplePhotos.ts), to measure and test the site with real-size content (docs/pictures.md).
import { resolve } from 'node:path'
import type { EntrySource } from './markdownEntries.ts'
import { sampleArticleMarkdown } from './sampleArticles.ts'
import { samplePhotos } from './samplePhotos.ts'

/** The number of sample articles `CONTENT_SAMPLE` asks for: a whole number, 0 when unset. */
function sampleCount(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 0
  const count = Number(setting)
  if (!Number.isInteger(count) || count < 0) throw new Error(`CONTENT_SAMPLE must be a whole number, not ${JSON.stringify(setting)}`)
  return count
}

const photoFolder = (root: string) => resolve(root, 'node_modules/.cache/content-sample')

/**
 * Makes the sample's photos if `setting` asks for a sample and they are missing: a minute on a cold
 * machine, which the build does first, outside Vite's module loading and its time limits.
 * @public (scripts/checkContent.mjs loads it through Vite, which knip does not follow)
 */
export async function prepareSample(setting: string | undefined, root: string): Promise<void> {
  if (sampleCount(setting) > 0) await samplePhotos(photoFolder(root))
}

/** The sample articles `setting` (CONTENT_SAMPLE) asks for, their photos made first if missing. */
export async function sampleArticleSources(setting: string | undefined, root: string): Promise<EntrySource[]> {
  const count = sampleCount(setting)
  if (count === 0) return []
  const dir = photoFolder(root)
  const photos = (await samplePhotos(dir)).map((file) => file.slice(dir.length + 1))
  return Array.from({ length: count }, (_, index) => ({
    id: `sample-${index + 1}`,
    source: `CONTENT_SAMPLE article sample-${index + 1}`,
    dir,
    text: sampleArticleMarkdown(index + 1, count, photos),
  }))
}
