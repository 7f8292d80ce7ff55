// The build's first step: load src/content as the app would and list every problem it has (see
// src/lib/contentProblems.ts), so that a broken entry stops the build before anything is written.
import { loadScript, viteImport } from './loadScript.mjs'

/**
 * The plugins the content needs.
 * @returns {Promise<import('vite').Plugin[]>}
 */
async function contentPlugins() {
  /** @type {[typeof import('./pictures'), typeof import('./markdownEntries')]} */
  const [{ pictures }, { markdownEntries }] = await Promise.all([loadScript('./pictures.ts'), loadScript('./markdownEntries.ts')])
  return [pictures(), markdownEntries()]
}

/**
 * A module of the project as Vite's dev server runs it, outside any build, with the content's own
 * plugins and no others: a `?picture` import is the picture as read from its file, and an imported
 * file's address is its path from the root (`/src/content/images/a.svg`), never inlined.
 * @param {string} root @param {string} id a path from the root, such as `/src/content/siteContent.ts`
 */
export async function importFromProject(root, id) {
  return viteImport(id, { root, build: { assetsInlineLimit: 0 }, plugins: await contentPlugins() })
}

/**
 * Every problem in the content of the project at `root`, its owner's settings first, and what it
 * should know (warnings: the demo's address under another owner's name, then the content's), one
 * line each (a file whose YAML breaks adds the lines that show where); no problems when all is well.
 * With them, the drafts and the entries dated after today, which the build leaves out (`leftOut`).
 * @param {string} root
 * @returns {Promise<{ problems: string[], warnings: string[], leftOut: import('./markdownEntries').LeftOutEntry[] }>}
 */
export async function checkContent(root) {
  /** @type {typeof import('./contentSample')} */
  const sample = await loadScript('./contentSample.ts')
  await sample.prepareSample(process.env.CONTENT_SAMPLE, root)
  let modules
  try {
    modules = await Promise.all(
      ['/src/content/siteContent.ts', '/src/lib/contentProblems.ts', '/src/content/owner.ts', '/src/lib/siteSettings.ts'].map((id) => importFromProject(root, id)),
    )
  } catch (error) {
    // A file the content cannot be read from at all (an article without frontmatter, or whose YAML
    // breaks, with the lines that show where): the one problem.
    return { problems: [String(/** @type {Error} */ (error).message).trimEnd()], warnings: [], leftOut: [] }
  }
  const [{ siteContent }, { contentProblems, contentWarnings }, owner, { demoAddressWarning, settingProblems, siteSettings }] = modules
  /** @type {typeof import('./markdownEntries')} */
  const entries = await loadScript('./markdownEntries.ts')
  const settings = settingProblems(process.env, owner)
  // Whether the address is still the demo's can be asked only of an address that can be read.
  const address = settings.length === 0 ? demoAddressWarning(owner.OWNER_NAME, siteSettings(process.env, owner.SITE_URL).siteUrl) : undefined
  const leftOut = await entries.leftOutEntries(root)
  return {
    problems: [...settings, ...contentProblems(siteContent, leftOut)],
    warnings: [...(address ? [address] : []), ...contentWarnings(siteContent)],
    leftOut,
  }
}
