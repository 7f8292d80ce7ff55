// A copy of this project made someone else's, as a student makes it theirs after cloning: another
// owner and address, other taglines (with emoji, one in Arabic, written from the right, and a long
// one in Chinese, whose characters are a square em wide) and skills, every demo article and project
// deleted, articles of theirs with phone photos (one in the text), a code block, a table, a word and an address longer than a phone's line, a folder and a category
// that are not ASCII (a Greek one), an article and a project in French on an English site, a draft
// and a post dated next year, a project without screenshots or links, and no certificates. Their
// Markdown is in tests/owner/content/; the rest is written here. The same copy cleared of the demo
// before its owner's first entry (makeClearedSite) has no article, project or certificate at all,
// no job, leadership role, skill or social link, and is a site in Arabic, written from the right, whose owner has begun to say its words in it. A
// copy gets its own node_modules (hard links to this one's, copies across file systems), so that
// Vite, Vitest and Playwright run in it exactly as in a clone; it is outside this project's
// node_modules, where Playwright would not compile its tests.
import { execFileSync } from 'node:child_process'
import { copyFile, cp, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { viteImport } from '../../scripts/loadScript.mjs'

/** The owner's name, public address and language (not the demo's "en"). */
export const OWNER = { name: 'Mei Okafor', siteUrl: 'https://mei-okafor.example', language: 'en-GB' }

/**
 * The cleared copy's language, written from the right, and the first of the site's words its owner
 * has said in it: the intro's heading and taglines ("Hello"; "I build robots", "I stay up over
 * circuits"). The rest are still the English ones of OWNER_WORDS.
 */
const CLEARED = { language: 'ar', heading: 'أهلاً', taglines: ['أبني الروبوتات', 'أسهر على الدوائر'] }

/**
 * The site's own words as the owner says them (src/content/words.ts), by the demo's: each demo
 * phrase, as words.ts writes it, and the owner's. Every phrase the pages show changes, one with an
 * apostrophe and one with an ampersand among them, so that a test which names a phrase rather than
 * reading it from words.ts fails on this copy.
 * @type {readonly (readonly [demo: string, theirs: string])[]}
 */
const OWNER_WORDS = [
  ["'Skip to content'", "'Skip to the page'"],
  ["'Sections'", "'Site sections'"],
  ['`${name}, home`', '`${name}: start page`'],
  ["'(opens in a new tab)'", "'(in a new tab)'"],
  ["'Pause motion'", "'Pause animations'"],
  ["'Resume motion'", "'Play animations'"],
  ["'Page not found'", "'Nothing at this address'"],
  ["'This page could not be loaded.'", "'This page did not load.'"],
  ["'Try again'", "'Load it again'"],
  ["'WHOAMI'", "'HELLO'"],
  ["'Explore More'", "'Have a look'"],
  ["about: 'About'", "about: 'About me'"],
  ["experience: 'Experience'", "experience: 'Work'"],
  ["skills: 'Skills'", "skills: 'What I do'"],
  ["projects: 'Projects'", "projects: 'Things I built'"],
  ["contact: 'Contact'", "contact: 'Say hello'"],
  ["'Leadership'", "'Leading people'"],
  ['`All ${siteNumber(count)} articles`', '`All ${siteNumber(count)} notes`'],
  ['My Journey · Category', 'Lab notes · Topic'],
  ['My Journey', 'Lab notes'],
  ["'Back to home'", "'Back to the start'"],
  ["'Category · '", "'Topic · '"],
  ["'article' : 'articles'}, oldest first, by year", "'note' : 'notes'}, earliest first, year by year"],
  ["'No articles yet.'", "'Nothing written yet.'"],
  ["'Category:'", "'Topic:'"],
  ["'Every article'", '"Every note I\'ve written"'],
  ["'Undated'", "'No date'"],
  ['`Published on ${date}`', '`Written ${date}`'],
  ['`${siteNumber(minutes)} min read`', '`${siteNumber(minutes)}-minute read`'],
  ["'Role'", "'My part'"],
  ["'Location'", "'Where'"],
  ["'Links'", "'Elsewhere'"],
  ["'Gallery'", "'Photos'"],
  ["'Related articles'", "'Related notes & stories'"],
  ["'Previous'", "'Earlier'"],
  ["'Next'", "'Later'"],
  ["'Previous and next articles'", "'Earlier and later notes'"],
  ["'Experience not found.'", "'No such note.'"],
  ["'Go Back Home'", "'To the start page'"],
  ["'Category not found.'", "'No such topic.'"],
  ["'Search articles and projects'", "'Search notes and projects'"],
  ["'Search could not load. Check the connection and type again.'", "'Search did not load: type again once you are online.'"],
  ["'Back to Projects'", "'All projects'"],
  ["'Live Demo'", "'Try it'"],
  ["'Screenshots'", "'Pictures'"],
  ["'Tech stack'", "'Built with'"],
  ["'Details'", "'The story'"],
  ["'Project not found.'", "'No such project.'"],
  ["notFoundLink: 'Go Home'", "notFoundLink: 'Start page'"],
  ["goHome: 'Go Home'", "goHome: 'To the start'"],
  ["'Notes'", "'Footnotes'"],
  ["back: 'Back'", "back: 'Return'"],
  ['`Back to the text at note ${note}', '`Return to note ${note} in the text'],
  ["'Done:'", "'Finished:'"],
  ["'To do:'", "'Still to do:'"],
  ["'Code'", "'Source code'"],
  ['`${language} code`', '`Source in ${language}`'],
  ["'Table'", "'Data table'"],
]

/** The demo's entries and pictures, which the owner deletes. */
const DEMO_CONTENT = /^src\/content\/(journey|projects)\//

/** Which phone photo (of scripts/samplePhotos.ts) each of the owner's picture files is. */
const PHOTOS = {
  'journey/robots-zürich/thumbnail.jpg': 0,
  'journey/robots-zürich/stage.jpg': 1,
  'journey/summer-school/thumbnail.jpg': 2,
  'journey/atelier-lyon/thumbnail.jpg': 4,
  'journey/open-day/thumbnail.jpg': 2,
  'journey/reading-group/thumbnail.jpg': 5,
  'projects/plant-monitor/thumbnail.jpg': 3,
  'projects/robot-suiveur/thumbnail.jpg': 5,
}

/**
 * Hard links of every file under `from` at the same places under `to`, less the top-level `skip`.
 * @param {string} from @param {string} to @param {string} [skip]
 */
async function linkTree(from, to, skip = '') {
  await mkdir(to, { recursive: true })
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)]
    if (entry.name === skip) continue
    if (entry.isDirectory()) await linkTree(source, target)
    else if (entry.isSymbolicLink()) await cp(source, target, { verbatimSymlinks: true })
    else await link(source, target).catch((error) => (error.code === 'EXDEV' ? copyFile(source, target) : Promise.reject(error)))
  }
}

/**
 * `text` with `pattern` replaced, or an error saying the demo's file no longer has what it replaces.
 * @param {string} text @param {RegExp} pattern @param {string} replacement @param {string} file
 */
function replaced(text, pattern, replacement, file) {
  if (!pattern.test(text)) throw new Error(`tests/owner: ${file} no longer matches ${pattern}; update makeOwnerSite.mjs`)
  return text.replace(pattern, replacement)
}

/**
 * Rewrites a file of the copy's src/content.
 * @param {string} site @param {string} file @param {(text: string, file: string) => string} change
 */
async function edit(site, file, change) {
  const path = join(site, 'src/content', file)
  await writeFile(path, change(await readFile(path, 'utf8'), file))
}

/**
 * Copies the project at `repo` to `site`, made its owner's but for their entries: its files as git
 * sees them (committed or not, less what .gitignore leaves out) without the demo's articles and
 * projects, then the owner's name, address, `language`, `taglines` and skills, and no certificates.
 * @param {string} repo @param {string} site
 * @param {{ language: string, taglines: readonly string[] }} [voice]
 */
async function copyAsTheirs(repo, site, { language, taglines } = { language: OWNER.language, taglines: ['Robot builder 🤖', 'أبني الروبوتات', 'Night-shift tinkerer 👩‍💻', '我在深夜里造机器人，也教它们读懂这个世界'] }) {
  await rm(site, { recursive: true, force: true })
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !DEMO_CONTENT.test(file))
  for (const file of files) {
    const exists = await stat(join(repo, file)).then(() => true, () => false)
    if (!exists) continue
    await mkdir(dirname(join(site, file)), { recursive: true })
    await copyFile(join(repo, file), join(site, file))
  }
  // Not its caches, but for the encoded pictures, named by a digest of their source, and the
  // sample's photos: the owner's phone photos and CONTENT_SAMPLE's are those this project's own
  // builds have encoded already, and a copy that encodes them again takes minutes per build.
  await linkTree(join(repo, 'node_modules'), join(site, 'node_modules'), '.cache')
  for (const cache of ['pictures', 'content-sample']) {
    const folder = join(repo, 'node_modules/.cache', cache)
    if (await stat(folder).then(() => true, () => false)) await linkTree(folder, join(site, 'node_modules/.cache', cache))
  }

  await edit(site, 'owner.ts', (text, file) => {
    const named = replaced(text, /OWNER_NAME = '[^']*'/, `OWNER_NAME = '${OWNER.name}'`, file)
    const addressed = replaced(named, /SITE_URL = '[^']*'/, `SITE_URL = '${OWNER.siteUrl}'`, file)
    return replaced(addressed, /SITE_LANGUAGE = '[^']*'/, `SITE_LANGUAGE = '${language}'`, file)
  })
  await edit(site, 'profile.ts', (text, file) => {
    const said = replaced(text, /taglines: \[[^\]]*\]/, `taglines: ${JSON.stringify(taglines)}`, file)
    const skills = replaced(said, /skills: \[[^\]]*\]/, `skills: ['Embedded C++', 'Control loops', 'Soldering', 'Teamwork']`, file)
    // One label part of another's, as a link named by the owner's name and one "on" a network are.
    const socials = [
      { network: 'instagram', label: 'Mei', url: 'https://www.instagram.com/mei.builds' },
      { network: 'linkedin', label: 'Mei on LinkedIn', url: 'https://www.linkedin.com/in/mei-okafor' },
      { network: 'github', label: 'GitHub', url: 'https://github.com/mei-okafor' },
    ]
    return replaced(skills, /socials: \[[^\]]*\]/, `socials: ${JSON.stringify(socials)}`, file)
  })
  await edit(site, 'words.ts', (text, file) =>
    OWNER_WORDS.reduce((said, [demo, theirs]) => {
      if (!said.includes(demo)) throw new Error(`tests/owner: ${file} no longer says ${demo}; update makeOwnerSite.mjs`)
      return said.replaceAll(demo, theirs)
    }, text),
  )
  await edit(site, 'certificates.ts', () => `import type { Certificate } from './types'\n\nexport const certificates: readonly Certificate[] = []\n`)
}

/**
 * Takes the top bar's items for `sections` out, as the build asks once their lists are empty: the
 * top bar leads to no section the home page leaves out.
 * @param {string} site @param {readonly string[]} sections
 */
async function leaveOutOfTopBar(site, sections) {
  await edit(site, 'navigation.ts', (text, file) =>
    sections.reduce((kept, section) => replaced(kept, new RegExp(`\\n\\s*\\{[^}]*sectionId: '${section}'[^}]*\\},?`), '', file), text),
  )
}

/**
 * Makes the owner's site at `site` from the project at `repo`: the copy made theirs, then the
 * owner's content.
 * @param {string} repo @param {string} site
 */
export async function makeOwnerSite(repo, site) {
  await copyAsTheirs(repo, site)
  await cp(join(repo, 'tests/owner/content'), join(site, 'src/content'), { recursive: true })
  /** @type {typeof import('../../scripts/samplePhotos')} */
  const { samplePhotos } = await viteImport(join(repo, 'scripts/samplePhotos.ts'), {})
  const photos = await samplePhotos(resolve(repo, 'node_modules/.cache/content-sample'))
  for (const [file, index] of Object.entries(PHOTOS)) await copyFile(photos[index] ?? '', join(site, 'src/content', file))

  const nextYear = new Date().getFullYear() + 1
  await edit(site, 'journey/summer-school/index.md', (text) => text.replace(/^---\n/, `---\npublished: ${nextYear}-06-01\n`))
  await leaveOutOfTopBar(site, ['certifications'])
}

/**
 * Makes the owner's site at `site` as it stands once they have cleared the demo, before their first
 * entry: the copy made theirs, with no article, project, certificate, job,
 * leadership role, skill or social link, in Arabic (CLEARED).
 * @param {string} repo @param {string} site
 */
export async function makeClearedSite(repo, site) {
  await copyAsTheirs(repo, site, CLEARED)
  // A first-year student's profile: no job, leadership role, skill or profile elsewhere yet.
  await edit(site, 'profile.ts', (text, file) => {
    const emptied = ['leadership', 'experience', 'skills', 'socials'].reduce((kept, list) => replaced(kept, new RegExp(`${list}: \\[[^\\]]*\\]`), `${list}: []`, file), text)
    return replaced(emptied, /contactText:\s*'[^']*'/, `contactText: 'Links to my work will be here soon; until then, find me in the robotics lab.'`, file)
  })
  await leaveOutOfTopBar(site, ['experience', 'skills', 'certifications', 'projects', 'experiences'])
  await edit(site, 'words.ts', (text, file) => replaced(text, /heading: 'HELLO'/, `heading: '${CLEARED.heading}'`, file))
}
