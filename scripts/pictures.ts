// A Vite plugin: `import photo from './photo.jpg?picture'` gives the picture as the site shows it
// (src/content/types.ts, PictureFile). An SVG is bundled as it is; a JPEG, PNG, WebP or AVIF is made
// into renditions (src/lib/pictureRenditions.ts) in AVIF, WebP and JPEG (PNG when it has
// transparency) at build time, written to assets/pictures/, and encoded on request by the dev server.
// `?picture&cut=16x9&focus=50%25+30%25` gives a raster cut to that shape around its focus
// (scripts/pictureCut.ts), for a place that always shows it in that shape; with `&large`, its large
// rendition is the whole picture's, for a gallery that opens it.
// A file that cannot be used gives a picture whose `problem` says why, for the content check to name
// the entry; a production build stops on it.
import { readFile } from 'node:fs/promises'
import { basename, dirname, extname, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { largeWidth, renditionFiles, renditionWidths, type Raster } from '../src/lib/pictureRenditions.ts'
import { encodeRendition, isEncodable, renditionStem } from './encodePicture.ts'
import type { Region, Shape } from './pictureCut.ts'
import { readPictureFile } from './pictureFile.ts'

const QUERY = /\?picture(?:&(.*))?$/
const PREFIX = '\0picture:'
const FOLDER = 'assets/pictures/'
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/**
 * A raster the build has met: where its source is, the part of it shown, and the renditions it
 * needs (`whole`, where the renditions are cut: the stem of the whole picture's files).
 */
interface Registered {
  readonly path: string
  readonly region?: Region
  readonly raster: Omit<Raster, 'prefix'>
}

/** What a picture's import asks of its cut (`cut=16x9&focus=50%25+30%25&large`), if it asks for one. */
interface Cut {
  readonly shape: Shape
  readonly focus?: string
  /** Whether its large rendition is wanted, of the whole picture. */
  readonly large: boolean
}

function requestedCut(query: string): Cut | undefined {
  const params = new URLSearchParams(query)
  const [, width, height] = /^(\d+)x(\d+)$/.exec(params.get('cut') ?? '') ?? []
  if (width === undefined || height === undefined) return undefined
  return { shape: { width: Number(width), height: Number(height) }, focus: params.get('focus') ?? undefined, large: params.has('large') }
}

export function pictures(): Plugin {
  let config: ResolvedConfig
  const cacheDir = () => resolve(config.root, 'node_modules/.cache/pictures')
  /** Every raster met so far, by the stem of its file names. */
  const registered = new Map<string, Registered>()
  /** Registers a raster; met again (whole, and for a cut picture's large rendition), the widths each asked for. */
  const register = (stem: string, picture: Registered) => {
    const widths = new Set([...(registered.get(stem)?.raster.widths ?? []), ...picture.raster.widths])
    registered.set(stem, { ...picture, raster: { ...picture.raster, widths: [...widths].sort((a, b) => a - b) } })
  }

  async function renditionBytes(stem: string, width: number, extension: string): Promise<Buffer | undefined> {
    const picture = registered.get(stem)
    if (picture === undefined || !isEncodable(extension)) return undefined
    return encodeRendition(() => readFile(picture.path), width, extension, `${stem}-${width}.${extension}`, cacheDir(), picture.region)
  }

  return {
    name: 'pictures',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async resolveId(source, importer) {
      const query = QUERY.exec(source)
      if (query === null) return null
      const file = source.slice(0, query.index)
      const found = await this.resolve(file, importer, { skipSelf: true })
      const path = found?.id ?? resolve(importer === undefined ? config.root : dirname(importer), file)
      return PREFIX + path + query[0]
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const query = QUERY.exec(id)
      const path = id.slice(PREFIX.length, query?.index)
      const cut = requestedCut(query?.[1] ?? '')
      const shownAs = relative(config.root, path)
      this.addWatchFile(path)
      const source = await readPictureFile(path, shownAs, cut)
      if (source.kind === 'problem') {
        if (config.command === 'build') this.error(source.problem)
        return `export default ${JSON.stringify({ src: '', width: 0, height: 0, problem: source.problem })}`
      }
      const size = `width: ${source.width}, height: ${source.height}`
      if (source.kind === 'svg') return `import src from ${JSON.stringify(path)}\nexport default { src, ${size} }`

      const name = basename(path, extname(path))
      const wholeStem = renditionStem(name, source.digest)
      const { fallback, region } = source
      const large = largeWidth(source.width)
      if (cut === undefined || region === undefined) {
        const raster = { widths: renditionWidths(source.width), fallback, large }
        register(wholeStem, { path, raster })
        return rasterModule(wholeStem, raster, size, source.placeholder)
      }
      const stem = renditionStem(`${name}-${cut.shape.width}x${cut.shape.height}`, `${source.digest} ${JSON.stringify(region)}`)
      const widths = renditionWidths(region.width)
      // Opened large, the whole picture; never opened, its widest rendition is the largest it has.
      if (cut.large) register(wholeStem, { path, raster: { widths: [], fallback, large } })
      const raster = cut.large ? { widths, fallback, large, whole: wholeStem } : { widths, fallback, large: widths.at(-1) ?? region.width }
      register(stem, { path, region, raster })
      return rasterModule(stem, raster, `width: ${region.width}, height: ${region.height}`, source.placeholder)
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

/** The module of a raster picture: its size, its renditions' addresses and its preview. */
function rasterModule(stem: string, { whole, ...raster }: Omit<Raster, 'prefix'>, size: string, placeholder: string | undefined): string {
  const address = (of: string) => `import.meta.env.BASE_URL + ${JSON.stringify(FOLDER + of)}`
  return [
    `const prefix = ${address(stem)}`,
    `export default { src: prefix + ${JSON.stringify(`-${raster.widths.at(-1)}.${raster.fallback}`)}, ${size},`,
    `  raster: { prefix, ...${JSON.stringify(raster)}${whole === undefined ? '' : `, whole: ${address(whole)}`} },`,
    `  placeholder: ${JSON.stringify(placeholder)} }`,
  ].join('\n')
}
