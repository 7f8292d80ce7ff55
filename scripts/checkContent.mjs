// The build's first step: load src/content as the app would and list every problem it has (see
// src/lib/contentProblems.ts), so that a broken entry stops the build before anything is written.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/** A module of scripts/ written in TypeScript, which Node does not run itself. */
const loadScript = (/** @type {string} */ file) => runnerImport(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, logLevel: 'warn' })

/**
 * The plugins the content needs.
 * @returns {Promise<import('vite').Plugin[]>}
 */
async function contentPlugins() {
  /** @type {[{ module: typeof import('./pictures') }, { module: typeof import('./journeyArticles') }]} */
  const [{ module: { pictures } }, { module: { journeyArticles } }] = await Promise.all([loadScript('./pictures.ts'), loadScript('./journeyArticles.ts')])
  return [pictures(), journeyArticles()]
}

/**
 * A module of the project as Vite's dev server runs it, outside any build, with the content's own
 * plugins and no others: a `?picture` import is the picture as read from its file, and an imported
 * file's address is its path from the root (`/src/content/images/a.svg`), never inlined.
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
      configFile: false,
      build: { assetsInlineLimit: 0 },
      plugins: await contentPlugins(),
    })
    return module
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/**
 * Every problem in the content of the project at `root`, and what it should know (warnings), one
 * line each; no problems when all is well.
 * @param {string} root
 * @returns {Promise<{ problems: string[], warnings: string[] }>}
 */
export async function checkContent(root) {
  /** @type {[typeof import('../src/content/siteContent'), typeof import('../src/lib/contentProblems')]} */
  /** @type {{ module: typeof import('./contentSample') }} */
  const { module: sample } = await loadScript('./contentSample.ts')
  await sample.prepareSample(process.env.CONTENT_SAMPLE, root)
  let modules
  try {
    modules = await Promise.all([importFromProject(root, '/src/content/siteContent.ts'), importFromProject(root, '/src/lib/contentProblems.ts')])
  } catch (error) {
    // A file the content cannot be read from at all (an article without frontmatter…): its one line.
    return { problems: [String(/** @type {Error} */ (error).message).split('\n')[0] ?? ''], warnings: [] }
  }
  const [{ siteContent }, { contentProblems, contentWarnings }] = modules
  return { problems: contentProblems(siteContent), warnings: contentWarnings(siteContent) }
}
