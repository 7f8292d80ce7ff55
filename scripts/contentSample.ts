// A Vite plugin: `CONTENT_SAMPLE=N` adds N generated journey articles (`sample-1` … `sample-N`,
// scripts/sampleArticles.ts) with 12-megapixel photos (scripts/samplePhotos.ts), to measure and test
// the site with real-size content. Without it the module `virtual:content-sample` is empty.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { sampleArticle } from './sampleArticles.ts'
import { SAMPLE_PHOTO_COUNT, samplePhotos } from './samplePhotos.ts'

const ID = 'virtual:content-sample'

/** The number of sample articles `CONTENT_SAMPLE` asks for: a whole number, 0 when unset. */
function sampleCount(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 0
  const count = Number(setting)
  if (!Number.isInteger(count) || count < 0) throw new Error(`CONTENT_SAMPLE must be a whole number, not ${JSON.stringify(setting)}`)
  return count
}

/** The module: the photos imported as pictures, then the articles that show them. */
function sampleModule(count: number, photos: readonly string[]): string {
  const imports = photos.map((file, index) => `import photo${index} from ${JSON.stringify(`${file}?picture`)}`)
  const entries = Array.from({ length: count }, (_, index) => {
    const { photos: [thumbnail, ...gallery], ...article } = sampleArticle(index + 1, count, SAMPLE_PHOTO_COUNT)
    const picture = (photo: number, alt: string) => `{ ...photo${photo}, alt: ${JSON.stringify(alt)} }`
    const images = gallery.map((photo, at) => picture(photo, `Sample photo ${at + 1} of ${article.title}`))
    return `{ ...${JSON.stringify(article)}, thumbnail: ${picture(thumbnail, `Sample photo of ${article.title}`)}, images: [${images.join(', ')}] }`
  })
  return `${imports.join('\n')}\nexport const sampleJourney = [\n${entries.join(',\n')}\n]\n`
}

export function contentSample(): Plugin {
  let root = process.cwd()
  return {
    name: 'content-sample',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null
    },
    async load(id) {
      if (id !== `\0${ID}`) return null
      const count = sampleCount(process.env.CONTENT_SAMPLE)
      if (count === 0) return 'export const sampleJourney = []'
      return sampleModule(count, await samplePhotos(resolve(root, 'node_modules/.cache/content-sample')))
    },
  }
}
