// `npm run new -- article "Title"` (or `project`): starts an entry in src/content as a draft, then
// says where its photos go and where to see it. The folder and the text come from scripts/newEntry.ts.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadScript } from './loadScript.mjs'

/** @type {[typeof import('./newEntry'), typeof import('../src/content/owner'), typeof import('../src/lib/languageTag')]} */
const [{ ENTRY_KINDS, entryText, slugOf }, { SITE_LANGUAGE }, { languageTag }] = await Promise.all([
  loadScript('./newEntry.ts'),
  loadScript('../src/content/owner.ts'),
  loadScript('../src/lib/languageTag.ts'),
])

const [kind = '', title = ''] = process.argv.slice(2)

/** @param {string} message */
function refuse(message) {
  console.error(`${message}\nusage: npm run new -- article "Title"   or   npm run new -- project "Title"`)
  process.exit(1)
}

if (!Object.hasOwn(ENTRY_KINDS, kind)) refuse(`"${kind}" is not a kind of entry: article or project`)
const entryKind = /** @type {import('./newEntry').EntryKind} */ (kind)
const { collection, route } = ENTRY_KINDS[entryKind]
if (!title.trim()) refuse('the title is empty')
const slug = slugOf(title)
if (!slug) refuse(`"${title}" has no letter or digit to name its folder and address: give a title that has some`)

const folder = join('src/content', collection, slug)
await mkdir(join('src/content', collection), { recursive: true })
try {
  await mkdir(folder)
} catch (error) {
  if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') refuse(`${folder} exists already: choose another title, or edit that entry`)
  throw error
}
await writeFile(join(folder, 'index.md'), entryText(entryKind, title, new Date(), languageTag(SITE_LANGUAGE)))

console.log(`Wrote ${join(folder, 'index.md')}, a draft: fill in each field as its comment says.
Photos: in ${folder}/, as they come from the camera (the build resizes them),
  named as the file names them: the thumbnail, then any you list under it.
See it: npm run dev, then open http://localhost:5173/${route}/${encodeURIComponent(slug)}
Publish: delete the line "draft: true" (or write false).`)
