import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILT_FIELDS, FRONTMATTER_NAMES } from '../src/content/frontmatterNames'
import { SITE_LANGUAGE } from '../src/content/owner'
import { contentSchema } from '../src/lib/contentSchema'
import { languageTag } from '../src/lib/languageTag'
import { splitFrontmatter } from './markdownEntries'
import { ENTRY_KINDS, entryText, exampleLeftIn, slugOf, type EntryKind } from './newEntry'

const KINDS = Object.keys(ENTRY_KINDS) as EntryKind[]
const TODAY = new Date(2026, 10, 26, 23, 30)

describe('slugOf', () => {
  it.each([
    ['My First Hackathon', 'my-first-hackathon'],
    ['Café à Paris', 'cafe-a-paris'],
    ['Résumé: Straße & Ærø!', 'resume-strasse-aero'],
    ['  -- Hello, World 2026 --  ', 'hello-world-2026'],
    ['ロボコン初参加 2026', 'ロボコン初参加-2026'],
    ['Διαγωνισμός Ρομποτικής', 'διαγωνισμος-ρομποτικης'],
    ['हिन्दी वार्ता', 'हिन्दी-वार्ता'],
    ['Café ガジェット 😀', 'cafe-ガジェット'],
    ['😀 —', ''],
  ])('%s → "%s"', (title, slug) => expect(slugOf(title)).toBe(slug))
})

/** The fields an entry of the collection may have, by the names its file writes them, and whether each is optional. */
function knownFields(kind: EntryKind): Map<string, boolean> {
  const { collection } = ENTRY_KINDS[kind]
  const entry = contentSchema().shape[collection].element.shape
  const names: Record<string, string> = FRONTMATTER_NAMES[collection]
  const built: readonly string[] = BUILT_FIELDS
  const fromFrontmatter = Object.entries(entry).filter(([name]) => !built.includes(name))
  // `draft` decides whether the entry is built at all.
  return new Map([['draft', true], ...fromFrontmatter.map(([name, schema]) => [names[name] ?? name, schema.isOptional()] as const)])
}

/** The frontmatter's fields, and those it names in comments to uncomment (`# video: …`). */
function fieldsOf(text: string) {
  const { fields } = splitFrontmatter(text, 'index.md')
  const commented = [...text.matchAll(/^# ([a-z]\w*): /gm)].map((match) => match[1] ?? '')
  return { fields, commented }
}

describe.each(KINDS)('entryText(%s)', (kind) => {
  const title = 'Robots: "Stage" #1'
  const text = entryText(kind, title, TODAY, 'en')

  it('names every field the content accepts, the optional ones as comments, and no other', () => {
    const known = knownFields(kind)
    const { fields, commented } = fieldsOf(text)
    expect(new Set([...Object.keys(fields), ...commented])).toEqual(new Set(known.keys()))
    expect(commented.every((name) => known.get(name)), 'only optional fields are left as comments').toBe(true)
    expect(text.match(/^\w+:/gm)?.length, 'a comment above each field').toBe(text.match(/^# .*\n\w+:/gm)?.length)
  })

  it('takes a picture of the list it shows, once its lines are uncommented', () => {
    const list = kind === 'article' ? 'gallery' : 'screenshots'
    const uncommented = text.replace(/^# {3}- file: (.*)\n# {5}alt: (.*)$/m, '  - file: $1\n    alt: $2')
    expect(fieldsOf(text).fields[list] ?? [], 'none, as written').toEqual([])
    expect(fieldsOf(uncommented).fields[list]).toEqual([{ file: expect.any(String), alt: expect.any(String) }])
  })

  it('is a draft with the title as typed', () => {
    const { fields } = fieldsOf(text)
    expect(fields).toMatchObject({ draft: true, title })
  })

  it('holds examples the check finds, one by one as the owner replaces them, and then none', () => {
    const { fields, markdown } = splitFrontmatter(text.replace(/^# {3}- file: (.*)\n# {5}alt: (.*)$/m, '  - file: $1\n    alt: $2'), 'index.md')
    const list = kind === 'article' ? 'gallery' : 'screenshots'
    const said = kind === 'article' ? 'summary' : 'description'
    const replaced: Record<string, unknown> = { ...fields, title: 'Another title' }
    const found: string[] = []
    let body = markdown
    for (let left = exampleLeftIn(replaced, body); left !== undefined; left = exampleLeftIn(replaced, body)) {
      found.push(left)
      if (left === 'thumbnail.alt') replaced.thumbnail = { file: 'thumbnail.jpg', alt: 'The team on stage' }
      else if (left === `${list}[0].alt`) replaced[list] = [{ file: 'photo.jpg', alt: 'The robot' }]
      else if (left === said) replaced[said] = 'What we built, in a day.'
      else if (left === 'stack') replaced.stack = ['Python']
      else if (left === 'the text') body = 'We built a robot.\n'
      else throw new Error(`unexpected ${left}`)
    }
    expect(found).toEqual(['thumbnail.alt', `${list}[0].alt`, said, ...(kind === 'project' ? ['stack'] : []), 'the text'])
  })
})

it("dates an article today, on this machine's calendar, in the content's language", () => {
  expect(fieldsOf(entryText('article', 'A day', TODAY, 'en')).fields).toMatchObject({ published: '2026-11-26', date: 'November 2026' })
  expect(fieldsOf(entryText('article', 'Un jour', TODAY, 'fr')).fields).toMatchObject({ published: '2026-11-26', date: 'novembre 2026' })
})

describe('npm run new', () => {
  const script = join(import.meta.dirname, 'new.mjs')
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'new-entry-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const run = (...args: string[]) => promisify(execFile)(process.execPath, [script, ...args], { cwd: root })

  it('writes the entry in its folder and says where the photos go and where to see it', async () => {
    const { stdout } = await run('project', 'Café Robot')
    const text = await readFile(join(root, 'src/content/projects/cafe-robot/index.md'), 'utf8')
    expect(text).toBe(entryText('project', 'Café Robot', new Date(), languageTag(SITE_LANGUAGE)))
    expect(stdout).toContain('src/content/projects/cafe-robot/')
    expect(stdout).toContain('npm run dev')
    expect(stdout).toContain('/project/cafe-robot')
  })

  it('names the folder of a title in another script with its letters, and gives its address escaped', async () => {
    const { stdout } = await run('article', 'ロボコン初参加')
    const text = await readFile(join(root, 'src/content/journey/ロボコン初参加/index.md'), 'utf8')
    expect(text).toBe(entryText('article', 'ロボコン初参加', new Date(), languageTag(SITE_LANGUAGE)))
    expect(stdout).toContain(`http://localhost:5173/experience/${encodeURIComponent('ロボコン初参加')}\n`)
  })

  it('refuses a title whose folder exists, keeping that entry as it was', async () => {
    await run('article', 'My Trip')
    const before = await readFile(join(root, 'src/content/journey/my-trip/index.md'), 'utf8')
    await expect(run('article', 'my trip!')).rejects.toMatchObject({ stderr: expect.stringContaining('src/content/journey/my-trip exists already') })
    expect(await readFile(join(root, 'src/content/journey/my-trip/index.md'), 'utf8')).toBe(before)
  })

  it.each([
    [['article', '  '], 'the title is empty'],
    [['article'], 'the title is empty'],
    [['post', 'Title'], '"post" is not a kind of entry'],
    [['project', '😀 —'], 'no letter or digit'],
  ])('refuses %j', async (args, message) => {
    await expect(run(...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) })
  })
})
