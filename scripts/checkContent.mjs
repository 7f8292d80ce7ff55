// The build's first step: load src/content as the app would and list every problem it has (see
// src/lib/contentProblems.ts), so that a broken entry stops the build before anything is written.
import { existsSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { runnerImport } from 'vite'

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i
const MISSING = '\0missing-image:'

/**
 * Lets a module import an image file that does not exist: the import gives the URL the file would
 * have, so the content still loads and the check can say which entry and field point at it (Vite
 * alone stops at the import with "ENOENT", naming neither the module nor the entry).
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
function missingImagesAsUrls(root) {
  return {
    name: 'missing-images-as-urls',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !IMAGE.test(source)) return null
      const file = resolve(dirname(importer), source)
      return existsSync(file) ? null : MISSING + file
    },
    load(id) {
      if (!id.startsWith(MISSING)) return null
      return `export default ${JSON.stringify(`/${relative(root, id.slice(MISSING.length))}`)}`
    },
  }
}

/**
 * A module of the project as Vite's dev server runs it, outside any build: an imported image is its
 * path from the root (`/src/content/images/a.svg`), never inlined.
 * @param {string} root @param {string} id a path from the root, such as `/src/content/siteContent.ts`
 */
export async function importFromProject(root, id) {
  // Vite sets NODE_ENV for the modules it runs here; left behind, it would make the production
  // build that follows in this process bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  try {
    const { module } = await runnerImport(id, {
      root,
      logLevel: 'warn',
      build: { assetsInlineLimit: 0 },
      plugins: [missingImagesAsUrls(root)],
    })
    return module
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/**
 * Every problem in the content of the project at `root`, one line each; empty when all is well.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function checkContent(root) {
  /** @type {[typeof import('../src/content/siteContent'), typeof import('../src/lib/contentProblems')]} */
  const [{ siteContent }, { contentProblems }] = await Promise.all([
    importFromProject(root, '/src/content/siteContent.ts'),
    importFromProject(root, '/src/lib/contentProblems.ts'),
  ])
  return contentProblems(siteContent, (path) => existsSync(resolve(root, path)))
}
