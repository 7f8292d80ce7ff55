// The production build: a check of the content (a broken entry stops it here, naming the entry and
// the field), the client bundle, a server bundle of the same app, then every known route prerendered
// to its own index.html plus 404.html, every screen's data file, the feed, the sitemap, robots.txt,
// the manifest, `_headers`, the search index (scripts/searchIndex.mjs), the link-preview images and
// the PNG icons. The site's address comes from src/content/owner.ts, or SITE_URL in the environment; BASE_PATH from the environment (src/lib/siteSettings.ts). `--out-dir <dir>` writes somewhere other than dist/.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { checkContent } from './checkContent.mjs'
import { cardFonts, png, undrawable } from './drawnImages.mjs'
import { searchIndexFiles } from './searchIndex.mjs'

const HEAD = '<!--app-head-->'
const BODY = '<!--app-html-->'

const outFlag = process.argv.indexOf('--out-dir')
const outDir = resolve(outFlag === -1 ? 'dist' : (process.argv[outFlag + 1] ?? 'dist'))

/** @param {string} file @param {string | Uint8Array} content */
async function write(file, content) {
  const path = join(outDir, file)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, content)
}

/**
 * A page: its head in place of HEAD, its body in place of BODY.
 * @param {string} template @param {{ head: string, body: string }} page
 */
function fill(template, { head, body }) {
  return template.replace(HEAD, head).replace(BODY, body)
}

const { problems, warnings, leftOut } = await checkContent(process.cwd())
for (const warning of warnings) console.warn(`warning: ${warning}`)
if (leftOut.length > 0) {
  console.log('left out of this build (docs/content.md, "Drafts and posts for later"):')
  for (const { source, reason, published } of leftOut) console.log(`  ${source}: ${reason === 'draft' ? 'a draft' : `dated ${published}, after today`}`)
}
if (problems.length > 0) {
  console.error(`src/content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:`)
  for (const problem of problems) console.error(`  ${problem.replaceAll('\n', '\n  ')}`)
  process.exit(1)
}

await build({ build: { outDir, emptyOutDir: true } })

// The server bundle only runs here, so it goes to a throwaway folder rather than next to dist/;
// inside node_modules, so that Node resolves the packages it imports (react, wouter…).
await mkdir('node_modules/.cache', { recursive: true })
const ssrDir = await mkdtemp(join('node_modules/.cache', 'prerender-'))
try {
  // The content's pictures are imported by the server bundle only (a screen's data names them), so
  // its assets are the site's: emitted there, then copied beside the client's.
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, ssrEmitAssets: true } })
  const picture = /(\/|\.(svg|avif|webp|jpe?g|png))$/
  await cp(join(ssrDir, 'assets'), join(outDir, 'assets'), { recursive: true, filter: (file) => picture.test(file) || !/\.\w+$/.test(file) })
  /** @type {typeof import('../src/entry-server')} */
  const server = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)

  const template = await readFile(join(outDir, 'index.html'), 'utf8')
  if (!template.includes(HEAD) || !template.includes(BODY)) throw new Error(`index.html must hold ${HEAD} and ${BODY}`)

  const pages = [...server.prerenderedPages(), server.notFoundPage()].map((page) => ({ ...page, html: fill(template, page) }))
  for (const page of pages) await write(page.file, page.html)
  for (const { path, content } of await searchIndexFiles(pages)) await write(join('pagefind', path), content)
  for (const { file, content } of [...server.siteFiles(), ...server.dataFiles()]) await write(file, content)
  for (const { file, content } of server.previewImages(cardFonts)) {
    const boxes = undrawable(content)
    if (boxes.length > 0) console.warn(`warning: ${file} shows ${boxes.join(' ')} as empty boxes: the link previews' fonts (JetBrains Mono, Noto Sans Arabic and Hebrew, Noto Emoji) have no letter for them`)
    await write(file, png(content))
  }

  const favicon = await readFile('public/favicon.svg', 'utf8')
  for (const size of server.ICON_SIZES) await write(server.iconPath(size), png(favicon, size))
  await write('apple-touch-icon.png', png(favicon, server.APPLE_TOUCH_ICON_SIZE))

  console.log(`\nprerendered into ${outDir}:`)
  for (const page of pages) {
    const html = await readFile(join(outDir, page.file))
    const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(2).padStart(6)} kB`
    console.log(`  ${page.file.padEnd(40)} ${kB(html.length)} │ gzip: ${kB(gzipSync(html).length)}`)
  }
} finally {
  await rm(ssrDir, { recursive: true, force: true })
}
