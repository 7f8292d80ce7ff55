// The site's search index, built by Pagefind from the prerendered pages: only the parts of a page
// marked `data-pagefind-body` (an article's or a project's heading and text) are indexed, so pages
// without that mark — home, the lists, certificates — are never results. Drafts and future posts
// are never prerendered, so never indexed.
import * as pagefind from 'pagefind'

/**
 * The files a visitor's browser may ask for: the script, the WebAssembly, the entry and meta files,
 * the index chunks and the fragments (one per result). Pagefind's ready-made interfaces and its
 * worker are left out: the site draws its own results and searches on the page's thread
 * (src/search/loadSearch.ts).
 */
const SERVED = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/

/**
 * Word positions per index chunk (a search fetches the chunks that hold its words). Pagefind's
 * default, 20,000, makes a chunk of some 20 KiB gzip: a fifth of the first search's 100 KiB budget
 * (docs/performance.md, "Search"), for one word's entry. A fifth of that: ~4 KiB chunks, more of them
 * (the meta file, fetched once, lists each: 0.3 KiB more at 204 articles). Pagefind reads it from
 * its environment under an UNSTABLE_ name, not an option: scripts/searchIndex.test.mjs tells when a
 * release stops reading it.
 */
export const INDEX_CHUNK_POSITIONS = 4000

/**
 * Pagefind's files for `pages`, each indexed at its route (`/experience/1`, without the base path:
 * the app adds it, as it does to every link).
 * @param {{ path?: string, html: string }[]} pages
 * @returns {Promise<{ path: string, content: Uint8Array }[]>}
 */
export async function searchIndexFiles(pages) {
  // The service Pagefind starts takes this process's environment.
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_POSITIONS)
  try {
    const { index, errors } = await pagefind.createIndex()
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    for (const { path, html } of pages) {
      if (path === undefined) continue
      const added = await index.addHTMLFile({ url: path, content: html })
      if (added.errors.length > 0) throw new Error(`Pagefind, ${path}: ${added.errors.join('; ')}`)
    }
    const { files, errors: writeErrors } = await index.getFiles()
    if (writeErrors.length > 0) throw new Error(`Pagefind: ${writeErrors.join('; ')}`)
    return files.filter((file) => SERVED.test(file.path))
  } finally {
    await pagefind.close()
  }
}
