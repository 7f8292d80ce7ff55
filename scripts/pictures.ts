// A Vite plugin: `import photo from './photo.jpg?picture'` gives the picture as the site shows it
// (src/content/types.ts, PictureFile). An SVG is bundled as it is; a JPEG, PNG, WebP or AVIF is made
// into renditions (src/lib/pictureRenditions.ts) in AVIF, WebP and JPEG (PNG when it has
// transparency) at build time, written to assets/pictures/, and encoded on request by the dev server.
// A file that cannot be used gives a picture whose `problem` says why, for the content check to name
// the entry; a production build stops on it.
import { readFile } from 'node:fs/promises'
import { basename, dirname, extname, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { largeWidth, renditionFiles, renditionWidths, type Raster } from '../src/lib/pictureRenditions.ts'
import { encodeRendition, isEncodable, renditionStem } from './encodePicture.ts'
import { readPictureFile } from './pictureFile.ts'

const QUERY = '?picture'
const PREFIX = '\0picture:'
const FOLDER = 'assets/pictures/'
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/** A raster the build has met: where its source is, and the renditions it needs. */
interface Registered {
  readonly path: string
  readonly raster: Omit<Raster, 'prefix'>
}

export function pictures(): Plugin {
  let config: ResolvedConfig
  const cacheDir = () => resolve(config.root, 'node_modules/.cache/pictures')
  /** Every raster met so far, by the stem of its file names. */
  const registered = new Map<string, Registered>()

  async function renditionBytes(stem: string, width: number, extension: string): Promise<Buffer | undefined> {
    const picture = registered.get(stem)
    if (picture === undefined || !isEncodable(extension)) return undefined
    return encodeRendition(await readFile(picture.path), width, extension, `${stem}-${width}.${extension}`, cacheDir())
  }

  return {
    name: 'pictures',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const file = source.slice(0, -QUERY.length)
      const found = await this.resolve(file, importer, { skipSelf: true })
      const path = found?.id ?? resolve(importer === undefined ? config.root : dirname(importer), file)
      return PREFIX + path
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const path = id.slice(PREFIX.length)
      const shownAs = relative(config.root, path)
      this.addWatchFile(path)
      const source = await readPictureFile(path, shownAs)
      if (source.kind === 'problem') {
        if (config.command === 'build') this.error(source.problem)
        return `export default ${JSON.stringify({ src: '', width: 0, height: 0, problem: source.problem })}`
      }
      const size = `width: ${source.width}, height: ${source.height}`
      if (source.kind === 'svg') return `import src from ${JSON.stringify(path)}\nexport default { src, ${size} }`

      const stem = renditionStem(basename(path, extname(path)), source.digest)
      const raster = { widths: renditionWidths(source.width), fallback: source.fallback, large: largeWidth(source.width) }
      registered.set(stem, { path, raster })
      const widest = raster.widths.at(-1)
      return [
        `const prefix = import.meta.env.BASE_URL + ${JSON.stringify(FOLDER + stem)}`,
        `export default { src: prefix + ${JSON.stringify(`-${widest}.${raster.fallback}`)}, ${size},`,
        `  raster: { prefix, ...${JSON.stringify(raster)} },`,
        `  placeholder: ${JSON.stringify(source.placeholder)} }`,
      ].join('\n')
    },
    async generateBundle() {
      const started = performance.now()
      let files = 0
      for (const [stem, { raster }] of registered) {
        const made = await Promise.all(
          renditionFiles({ prefix: stem, ...raster }).map(async ([width, extension]) => {
            const fileName = `${FOLDER}${stem}-${width}.${extension}`
            const source = await renditionBytes(stem, width, extension)
            if (source !== undefined) this.emitFile({ type: 'asset', fileName, source })
          }),
        )
        files += made.length
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      if (registered.size > 0) config.logger.info(`pictures: ${registered.size} rasters, ${files} renditions in ${seconds} s`)
    },
    configureServer(server) {
      const folder = `${config.base}${FOLDER}`
      server.middlewares.use(async (request, response, next) => {
        const match = request.url?.startsWith(folder) ? /^(.+)-(\d+)\.(\w+)$/.exec(request.url.slice(folder.length)) : null
        const bytes = match && (await renditionBytes(match[1] ?? '', Number(match[2]), match[3] ?? ''))
        if (!match || !bytes) return next()
        response.setHeader('Content-Type', TYPES[match[3] ?? ''] ?? 'application/octet-stream')
        response.end(bytes)
      })
    },
  }
}
