import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, extname, join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

/** Where the files of the site's text live: everything it can show is written in them. */
const TEXT_SOURCES = ['src', 'index.html']
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.html'])

async function textFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) return TEXT_EXTENSIONS.has(extname(path)) ? [path] : []
  const nested = await Promise.all(entries.map((entry) => textFiles(join(path, entry.name))))
  return nested.flat()
}

/** Every character written in the site's source (its content, its interface, its markup). */
async function siteCharacters(root: string): Promise<string> {
  const files = (await Promise.all(TEXT_SOURCES.map((source) => textFiles(join(root, source))))).flat()
  const characters = new Set<string>()
  for (const file of files) for (const character of await readFile(file, 'utf8')) characters.add(character)
  return [...characters].filter((character) => character >= ' ').join('')
}

/**
 * Cuts the given font files (module specifiers) down to the characters the site's source holds, at
 * build time: the subsets are written to `node_modules/.cache/subset-fonts/` when the build starts,
 * and the `url(./files/…)` of a font package's stylesheet that names one of them, or a script's
 * import of it by its specifier, resolves to its subset instead. Vite names the emitted file by the
 * subset's own content, so a change of text that changes the subset changes the file's name, and the
 * immutable cache stays right.
 *
 * The weight axis is cut to `weights`, the range the site's styles use. Glyphs reached only through
 * layout features (ligatures, contextual and stylistic alternates) are left out: the site's text is
 * prose, and they were half of each file. The features that need no glyph of their own, kerning
 * and mark placement, stay.
 */
export function subsetFonts(specifiers: readonly string[], weights: { min: number; max: number }): Plugin {
  const require = createRequire(import.meta.url)
  let root = process.cwd()
  const cacheDir = () => join(root, 'node_modules/.cache/subset-fonts')
  return {
    name: 'subset-fonts',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? process.cwd())
      const alias = specifiers.map((specifier) => {
        const file = basename(specifier)
        const escape = (text: string) => text.replaceAll('.', '\\.')
        // The stylesheet's `./files/…` and a script's own import of the file (`…?url`, query kept).
        const find = new RegExp(`^(\\./files/|${escape(dirname(specifier))}/)${escape(file)}(?=$|\\?)`)
        return { find, replacement: join(cacheDir(), file) }
      })
      return { resolve: { alias } }
    },
    async buildStart() {
      const characters = await siteCharacters(root)
      await mkdir(cacheDir(), { recursive: true })
      await Promise.all(
        specifiers.map(async (specifier) => {
          const subset = await subsetFont(await readFile(require.resolve(specifier)), characters, {
            targetFormat: 'woff2',
            noLayoutClosure: true,
            variationAxes: { wght: weights },
          })
          await writeFile(join(cacheDir(), basename(specifier)), subset)
        }),
      )
    },
  }
}
