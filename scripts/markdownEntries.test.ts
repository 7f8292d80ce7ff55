import { cp, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { createLogger, createServer, runnerImport, type Plugin, type ViteDevServer } from 'vite'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Journey from '../src/content/journey'
import type { SiteContent } from '../src/content/types'
import { calendarDay } from '../src/lib/publication'
import { checkContent, importFromProject } from './checkContent.mjs'
import { leftOutEntries, markdownEntries, splitFrontmatter } from './markdownEntries'
import { pictures } from './pictures'
import { routeDataDev } from './routeDataDev'
import { importInServer } from './serverImport'

describe('splitFrontmatter', () => {
  it('reads the fields and keeps the Markdown after them', () => {
    const text = '---\ntitle: "Hello: world"\ngallery:\n  - file: a.jpg\n    alt: A\n---\n\nFirst paragraph.\n'
    expect(splitFrontmatter(text, 'a.md')).toEqual({
      fields: { title: 'Hello: world', gallery: [{ file: 'a.jpg', alt: 'A' }] },
      markdown: '\nFirst paragraph.\n',
      firstLine: 7,
    })
  })

  it('names the file when there is no frontmatter or it is not YAML', () => {
    expect(() => splitFrontmatter('Just text', 'src/content/journey/5/index.md')).toThrow(/^src\/content\/journey\/5\/index\.md: no frontmatter/)
    expect(() => splitFrontmatter('---\ntitle: [unclosed\n---\n', 'x/index.md')).toThrow(/^x\/index\.md:\d+:\d+: the frontmatter is not valid YAML/)
    expect(() => splitFrontmatter('---\n- a list\n---\n', 'x/index.md')).toThrow(/^x\/index\.md: the frontmatter is not a list of fields/)
  })

  it('reads a file saved with a byte-order mark first, as some editors save one', () => {
    expect(splitFrontmatter('\uFEFF---\ntitle: A day\n---\nText.\n', 'a.md')).toMatchObject({ fields: { title: 'A day' }, markdown: 'Text.\n' })
  })

  it('stops on a value cut at " #", which YAML takes for a comment, and says to quote it', () => {
    const text = '---\n# A comment of its own is fine.\ntitle: Café Talks #3 — Rust\n---\n'
    expect(() => splitFrontmatter(text, 'x/index.md')).toThrow(
      'x/index.md:3: "Café Talks #3 — Rust": YAML reads what follows " #" as a comment and leaves it out; put the value in double quotes ("Café Talks #3 — Rust"), or the comment on a line of its own',
    )
    expect(() => splitFrontmatter('---\nthumbnail:\n  file: a.jpg # the stage\n---\n', 'x/index.md')).toThrow(/^x\/index\.md:3: "a\.jpg # the stage"/)
    expect(splitFrontmatter('---\ntitle: "Café Talks #3"\nsummary: C# and F#\n---\n', 'x/index.md').fields).toEqual({ title: 'Café Talks #3', summary: 'C# and F#' })
  })

  it('shows where the YAML breaks, at its line in the file, and how to put it right', () => {
    const text = '---\ntitle: A day\nsummary: Note: it broke\n---\n'
    const problem = (() => {
      try {
        splitFrontmatter(text, 'x/index.md')
      } catch (error) {
        return (error as Error).message
      }
    })()
    const [first, ...rest] = problem?.split('\n') ?? []
    expect(first).toMatch(/^x\/index\.md:3:\d+: the frontmatter is not valid YAML: \S.*[^:]$/)
    expect(rest.join('\n')).toContain('summary: Note: it broke')
    expect(rest.join('\n')).toContain('double quotes')
  })
})

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>'
const frontmatter = (extra: string) =>
  `---\ntitle: A day\ndate: May 2026\ncategory: Talk\nsummary: One line.\nthumbnail:\n  file: photo.svg\n  alt: A photo\ngallery:\n  - file: photo.svg\n    alt: Again\n${extra}---\n\nText.\n`

describe('the build’s check of the Markdown files', () => {
  let root: string
  const article = (id: string, text: string) => writeFile(join(root, 'src/content/journey', id, 'index.md'), text)

  beforeAll(async () => {
    // A project whose content is the real one but for its journey folder, inside this one so that its
    // modules find the packages.
    await mkdir('node_modules/.cache', { recursive: true })
    root = await mkdtemp(join(process.cwd(), 'node_modules/.cache/articles-'))
    await cp(join(process.cwd(), 'src'), join(root, 'src'), { recursive: true, filter: (path) => !/\/content\/journey(\/|$)/.test(path) })
    for (const id of ['1', '2']) {
      await mkdir(join(root, 'src/content/journey', id), { recursive: true })
      await writeFile(join(root, 'src/content/journey', id, 'photo.svg'), svg)
    }
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('passes a well-formed article and names the file and field of a broken one', async () => {
    await article('1', frontmatter(''))
    await article('2', frontmatter('published: 12 May 2026\nvideo: https://vimeo.com/1\n').replace('summary: One line.\n', ''))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/journey/2/index.md: published: not a date such as 2025-03-28',
      'src/content/journey/2/index.md: summary: missing',
      'src/content/journey/2/index.md: video: not a YouTube watch, embed or youtu.be URL',
    ])
  })

  it('names a day no calendar has, not taking it for a later one', async () => {
    await article('2', frontmatter('published: 2099-13-45\n'))
    expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: published: not a date such as 2025-03-28'])
    await article('2', frontmatter(''))
  })

  it('lists the drafts and the articles dated after today, which the build leaves out', async () => {
    await article('1', frontmatter('draft: true\n'))
    await article('2', frontmatter('published: 2099-01-02\n'))
    const listed = await leftOutEntries(root)
    expect(listed).toEqual([
      { collection: 'journey', id: '1', source: 'src/content/journey/1/index.md', reason: 'draft' },
      { collection: 'journey', id: '2', source: 'src/content/journey/2/index.md', reason: 'scheduled', published: '2099-01-02' },
    ])
    expect((await checkContent(root)).leftOut, 'the check the build prints them from').toEqual(listed)
    await article('1', frontmatter(''))
    await article('2', frontmatter(''))
    expect(await leftOutEntries(root)).toEqual([])
  })

  it('says where a link leads to a draft or to an article dated after today', async () => {
    await article('1', frontmatter('draft: true\n'))
    await article('2', withText('See [the draft](/experience/1/).\n'))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/journey/2/index.md:14: link to /experience/1/: a link to a draft, which the build leaves out: publish it first, or take the link out',
    ])
    await article('1', frontmatter('published: 2099-01-02\n'))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/journey/2/index.md:14: link to /experience/1/: a link to an entry dated 2099-01-02, after today, which the build leaves out until then',
    ])
    await article('1', frontmatter(''))
    await article('2', frontmatter(''))
  })

  it('takes a list left empty ("gallery:" and nothing under it) as none', async () => {
    await article('2', frontmatter('').replace(/gallery:\n( {2}.*\n)+/, 'gallery:\n'))
    expect((await checkContent(root)).problems).toEqual([])
    await article('2', frontmatter(''))
  })

  it('reads an event’s fields, and names a bad one', async () => {
    const event = 'location: Kigali\nrole: Speaker\nlinks:\n  - label: Slides\n    url: https://slides.example.com/talk\n'
    await article('1', frontmatter(event))
    await article('2', frontmatter('location: ""\nlinks:\n  - label: Slides\n    url: ftp://slides.example.com/talk\n'))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/journey/2/index.md: location: empty',
      'src/content/journey/2/index.md: links[0].url: not an http(s) URL',
    ])
    await article('2', frontmatter(''))
  })

  it('writes an article’s language in its canonical case, and names one that is not a language tag', async () => {
    await article('2', frontmatter('language: PT-br\n'))
    expect((await checkContent(root)).problems).toEqual([])
    const { journey } = (await importFromProject(root, '/src/content/journey.ts')) as typeof Journey
    expect(journey.find(({ source }) => source.endsWith('/2/index.md'))?.language).toBe('pt-BR')
    await article('2', frontmatter('language: French\n'))
    expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: language: not a language tag such as "en", "de" or "pt-BR"'])
    await article('2', frontmatter(''))
  })

  it('stops on a file it cannot read at all, naming it', async () => {
    await article('2', 'No frontmatter here.')
    expect((await checkContent(root)).problems).toEqual([
      expect.stringMatching(/^src\/content\/journey\/2\/index\.md: no frontmatter/),
    ])
    await article('2', '---\ntitle: A day\nsummary: Day one: setup\n---\n')
    const [problem, ...more] = (await checkContent(root)).problems
    expect(more).toEqual([])
    expect(problem?.split('\n'), 'the file, the line and the lines that show where').toEqual([
      expect.stringMatching(/^src\/content\/journey\/2\/index\.md:3:\d+: the frontmatter is not valid YAML/),
      expect.stringContaining('summary: Day one: setup'),
      expect.stringMatching(/^ *\^$/),
      expect.stringContaining('double quotes'),
    ])
  })

  it('refuses an article published with an example `npm run new` wrote in it, and passes a draft holding one', async () => {
    await article('2', frontmatter('').replace('alt: A photo', 'alt: What the photo shows'))
    expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: thumbnail.alt: still the example `npm run new` wrote: put your own in its place'])
    await article('2', frontmatter('draft: true\n').replace('alt: A photo', 'alt: What the photo shows'))
    expect((await checkContent(root)).problems).toEqual([])
    await article('2', frontmatter(''))
  })

  it('names a folder with no index.md, a Markdown file beside the folders, and two folders named alike but for capitals; passes by a hidden one', async () => {
    await article('2', frontmatter(''))
    const folder = (name: string) => join(root, 'src/content/journey', name)
    await mkdir(folder('.git-keep'))
    await mkdir(folder('empty-one'))
    try {
      expect((await checkContent(root)).problems).toEqual([
        "src/content/journey/empty-one: no index.md: an entry's folder holds its text as index.md, beside its pictures",
      ])
      await rm(folder('empty-one'), { recursive: true })
      await writeFile(folder('my-post.md'), frontmatter(''))
      expect((await checkContent(root)).problems).toEqual([
        'src/content/journey/my-post.md: an entry is a folder holding its text as index.md, beside its pictures: move it to src/content/journey/my-post/index.md',
      ])
      await rm(folder('my-post.md'))
      await mkdir(folder('Oreilly'))
      await writeFile(join(folder('Oreilly'), 'photo.svg'), svg)
      await article('Oreilly', frontmatter(''))
      await mkdir(folder('oreilly'))
      expect((await checkContent(root)).problems).toEqual([
        expect.stringMatching(/^src\/content\/journey\/(Oreilly and src\/content\/journey\/oreilly|oreilly and src\/content\/journey\/Oreilly): two folders named alike but for capitals, which macOS and Windows keep as one: rename one$/),
      ])
    } finally {
      for (const name of ['.git-keep', 'empty-one', 'my-post.md', 'Oreilly', 'oreilly']) await rm(folder(name), { recursive: true, force: true })
    }
    expect((await checkContent(root)).problems).toEqual([])
  })

  it('reads a project’s file under its own names and names a misspelt or missing field', async () => {
    await article('2', frontmatter(''))
    const folder = join(root, 'src/content/projects/2')
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'shot.svg'), svg)
    const project = (fields: string) =>
      `---\ntitle: Tool\ndescription: A tool.\nthumbnail:\n  file: shot.svg\n  alt: Its logo\nscreenshots:\n  - file: shot.svg\n    alt: Its screen\n${fields}---\n\nWhy I made it.\n`
    await writeFile(join(folder, 'index.md'), project('stack:\n  - Rust\nlive: https://tool.example.com\n'))
    expect((await checkContent(root)).problems).toEqual([])
    await writeFile(join(folder, 'index.md'), project('live: https://tool.example.com\nlanguages:\n  - Rust\n'))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/projects/2/index.md: stack: missing',
      'src/content/projects/2/index.md: frontmatter: unknown field "languages" (did you mean "language"?)',
    ])
    await writeFile(join(folder, 'index.md'), project('stack:\n  - Rust\nliveUrl: https://tool.example.com\n'))
    expect((await checkContent(root)).problems).toEqual(['src/content/projects/2/index.md: liveUrl: unknown field; in this file it is "live"'])
  })

  it('sets a title and a summary as the text is set, and a category as written', async () => {
    await rm(join(root, 'src/content/projects/2'), { recursive: true, force: true })
    // In English, whatever the site's language: its quotation marks are the ones expected.
    await article('2', frontmatter('language: en\n').replace('title: A day', 'title: My "first" talk -- at last...').replace('category: Talk', `category: "Rock 'n' roll"`))
    const { siteContent } = (await importFromProject(root, '/src/content/siteContent.ts')) as { siteContent: SiteContent }
    const entry = siteContent.journey.find((each) => each.id === '2')
    expect(entry).toMatchObject({ title: 'My “first” talk – at last…', category: "Rock 'n' roll" })
  })

  it('curls an article’s quotes, in its title, its links and its text, into the marks of the language it names', async () => {
    await rm(join(root, 'src/content/projects/2'), { recursive: true, force: true })
    const links = 'links:\n  - label: Die "Folien"\n    url: https://example.com/slides\n'
    const german = frontmatter(`language: DE\n${links}`).replace('title: A day', 'title: Mein "erster" Vortrag').replace('Text.', 'Er sagte: "Los!"')
    await article('2', german)
    const { siteContent } = (await importFromProject(root, '/src/content/siteContent.ts')) as { siteContent: SiteContent }
    const entry = siteContent.journey.find((each) => each.id === '2')
    expect(entry).toMatchObject({ title: 'Mein „erster“ Vortrag', language: 'de', links: [{ label: 'Die „Folien“', url: 'https://example.com/slides' }] })
    expect(entry?.body).toContain('Er sagte: „Los!“')
  })

  /** An article whose text, after the frontmatter's 12 lines and a blank one, starts at line 14. */
  const withText = (text: string) => frontmatter('').replace('Text.\n', text)

  it('shows a photo of the text as every picture is shown, its title the caption', async () => {
    await rm(join(root, 'src/content/projects/2'), { recursive: true, force: true })
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336' } }).jpeg().toFile(join(root, 'src/content/journey/1/stage.jpg'))
    await article('1', withText('Text.\n\n![Our robot on stage](stage.jpg "Minutes before the final")\n'))
    await article('2', frontmatter(''))
    const { siteContent } = (await importFromProject(root, '/src/content/siteContent.ts')) as { siteContent: SiteContent }
    const body = siteContent.journey.find((entry) => entry.id === '1')?.body ?? ''
    const figure = /<figure class="body-picture" style="--ratio:1.7777777777777777"><picture>(.*)<\/picture><figcaption>Minutes before the final<\/figcaption><\/figure>/.exec(body)?.[1] ?? ''
    expect(figure).toMatch(/<source type="image\/avif" srcSet="[^"]+"/)
    const img = /<img [^>]*>/.exec(figure)?.[0] ?? ''
    expect(img).toMatch(/ alt="Our robot on stage"/)
    expect(img).toMatch(/ width="1600" height="900"/)
    expect(img).toMatch(/ loading="lazy"/)
    // The text's column is 720 px at most: no rendition beyond twice that.
    const widths = [.../ (\d+)w/g[Symbol.matchAll](/srcSet="([^"]+)"/.exec(img)?.[1] ?? '')].map((match) => Number(match[1]))
    expect(widths).toEqual([320, 640, 960, 1200])
  })

  it('cuts a photo to the shape of each box that shows it, around its focus, and opens the whole photo from the gallery', async () => {
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#336' } }).jpeg().toFile(join(root, 'src/content/journey/1/upright.jpg'))
    await article('1', frontmatter('').replaceAll('photo.svg', 'upright.jpg').replace('  alt: A photo\n', '  alt: A photo\n  focus: 50% 20%\n'))
    const { journey } = (await importFromProject(root, '/src/content/journey.ts')) as typeof Journey
    const { thumbnail, images: [tile] = [] } = journey.find((entry) => entry.id === '1') ?? {}
    const widths = [320, 640, 960, 1200]
    expect(thumbnail).toMatchObject({ width: 1200, height: 675, focus: '50% 20%', raster: { widths, large: 1200 } })
    expect(thumbnail?.raster?.whole).toBeUndefined()
    expect(tile).toMatchObject({ width: 1200, height: 800, raster: { widths, large: 1200 } })
    const prefixes = [thumbnail?.raster?.prefix, tile?.raster?.prefix, tile?.raster?.whole]
    expect(new Set(prefixes).size, prefixes.join(' ')).toBe(3)
    await article('1', frontmatter(''))
  })

  it('names a picture’s misspelt field', async () => {
    await article('2', frontmatter('').replace('  alt: A photo\n', '  alt_text: A photo\n'))
    expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: thumbnail: unknown field "alt_text" (did you mean "alt"?)'])
    await article('2', frontmatter(''))
  })

  it('stops on a photo of the text that is missing, has no alt text or is no file beside it, and on a link to no page', async () => {
    await article('1', frontmatter(''))
    const text = 'Text.\n\n![A photo](missing.jpg)\n\n![](photo.svg)\n\n![A photo](https://example.com/a.jpg)\n\nSee [article one](/experience/1) and\n[nothing](/experience/nope), [my slides](slides.example.org).\n'
    await article('2', withText(text))
    expect((await checkContent(root)).problems).toEqual([
      'src/content/journey/2/index.md:16: image missing.jpg: image file not found: src/content/journey/2/missing.jpg',
      'src/content/journey/2/index.md:18: image photo.svg: alt: empty',
      'src/content/journey/2/index.md:20: image https://example.com/a.jpg: not a file beside the Markdown file',
      'src/content/journey/2/index.md:23: link to /experience/nope: no page of this site has this address',
      'src/content/journey/2/index.md:23: link to slides.example.org: no page has this address: a link to another site starts with https://, one to a page of this site with /',
    ])
  })

  it('reads no article where the journey’s folder is gone, as git leaves it once every article is deleted', async () => {
    const folder = join(root, 'src/content/journey')
    await rename(folder, `${folder}-away`)
    try {
      const { journey } = (await importFromProject(root, '/src/content/journey.ts')) as typeof Journey
      expect(journey).toEqual([])
    } finally {
      await rename(`${folder}-away`, folder)
    }
  })

  it('gives a folder named with its accents apart the composed address, and finds its photos', async () => {
    const [apart, composed] = ['café-ロボ'.normalize('NFD'), 'café-ロボ'.normalize('NFC')]
    const folder = join(root, 'src/content/journey', apart)
    await mkdir(folder)
    try {
      await writeFile(join(folder, 'photo.svg'), svg)
      await article(apart, frontmatter(''))
      await article('1', frontmatter(''))
      await article('2', frontmatter('').replace('Text.', `[The café](/experience/${encodeURIComponent(composed)})`))
      expect((await checkContent(root)).problems, 'the link to its composed address').toEqual([])
      const { journey } = (await importFromProject(root, '/src/content/journey.ts')) as typeof Journey
      const entry = journey.find(({ source }) => source.includes(apart))
      expect(entry?.id).toBe(composed)
      expect(entry?.thumbnail.src).toMatch(/photo/)
    } finally {
      await rm(folder, { recursive: true })
      await article('2', frontmatter(''))
    }
  })

  describe('drafts and articles dated after today', () => {
    const nextYear = `${new Date().getFullYear() + 1}-06-01`
    const ids = (journey: typeof Journey.journey) => journey.map((entry) => [entry.id, entry.unpublished]).sort()

    beforeAll(async () => {
      await rm(join(root, 'src/content/projects/2'), { recursive: true, force: true })
      await mkdir(join(root, 'src/content/journey/3'), { recursive: true })
      await writeFile(join(root, 'src/content/journey/3/photo.svg'), svg)
    })
    afterAll(() => rm(join(root, 'src/content/journey/3'), { recursive: true, force: true }))

    it('are left out of what the build checks and builds, however unfinished', async () => {
      await article('1', frontmatter(`published: ${calendarDay(new Date())}\n`))
      await article('2', frontmatter('draft: true\n').replace('summary: One line.\n', ''))
      await article('3', frontmatter(`published: ${nextYear}\n`).replace(/thumbnail:\n.*\n.*\n/, ''))
      expect((await checkContent(root)).problems).toEqual([])
      const { journey } = (await importFromProject(root, '/src/content/journey.ts')) as typeof Journey
      expect(ids(journey)).toEqual([['1', undefined]])
    })

    it('are shown by the dev server, each marked with why it is not built', async () => {
      await article('1', frontmatter('draft: false\n'))
      await article('2', frontmatter('draft: true\n'))
      await article('3', frontmatter(`published: ${nextYear}\n`))
      const plugins = [pictures(), markdownEntries({ unpublished: 'show' })]
      const { journey } = (await runnerImport<typeof Journey>('/src/content/journey.ts', { root, configFile: false, logLevel: 'warn', plugins })).module
      expect(ids(journey)).toEqual([['1', undefined], ['2', 'draft'], ['3', 'scheduled']])
    })

    it('refuses a draft field that is not true or false, or a field the build sets, naming the file', async () => {
      await article('2', frontmatter('draft: yes\n'))
      expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: draft: not true or false'])
      await article('2', frontmatter('unpublished: draft\n'))
      expect((await checkContent(root)).problems).toEqual(['src/content/journey/2/index.md: unpublished: unknown field; the build sets it'])
    })
  })
})

describe('the dev server', () => {
  let root: string

  beforeAll(async () => {
    // The real content but for its articles, out of node_modules, which the dev server does not watch;
    // the packages linked in.
    root = await mkdtemp(join(tmpdir(), 'articles-dev-'))
    await cp(join(process.cwd(), 'src'), join(root, 'src'), { recursive: true, filter: (path) => !/\/content\/journey(\/|$)/.test(path) })
    await symlink(join(process.cwd(), 'node_modules'), join(root, 'node_modules'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  // The errors the owner would see in the terminal.
  let logged: string[] = []
  const logger = createLogger('silent')
  logger.error = (message) => void logged.push(message)
  const startServer = (first: Plugin[] = []) => {
    logged = []
    return createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [...first, pictures(), markdownEntries({ unpublished: 'show' }), routeDataDev()],
      server: { middlewareMode: true, ws: false },
    })
  }
  // The list as the dev server's data files read it (routeDataDev.ts).
  const listed = async (server: ViteDevServer) => (await importInServer<typeof Journey>(server, '/src/content/journey.ts')).journey.map((entry) => entry.id)
  const untilListed = (server: ViteDevServer, ids: string[]) =>
    vi.waitFor(async () => expect(await listed(server)).toEqual(ids), { timeout: 10_000, interval: 100 })
  // An article's folder, written as `npm run new` writes one: its photo, then its text.
  const writeArticle = async (id: string) => {
    const folder = join(root, 'src/content/journey', id)
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'photo.svg'), svg)
    await writeFile(join(folder, 'index.md'), frontmatter(''))
    return folder
  }
  // The server started on an article the owner has had for a while, once its watcher watches the
  // article's folder. A folder that arrives while the server runs is read before it is watched
  // (chokidar's `_handleDir`), and a file deleted in between is never heard of. The watcher's
  // `ready`, which comes once every folder there at the start is watched, may come before the
  // server is returned, so its flag is read.
  const startServerOn = async (id: string, first: Plugin[]) => {
    const folder = await writeArticle(id)
    const server = await startServer(first)
    const watcher = server.watcher as unknown as { _readyEmitted: boolean }
    await vi.waitFor(() => expect(watcher._readyEmitted).toBe(true), { timeout: 10_000, interval: 20 })
    return { folder, server }
  }

  it('lists an article written while it runs, as `npm run new` writes one, and drops one deleted', async () => {
    const server = await startServer()
    try {
      expect(await listed(server)).toEqual([])
      const folder = await writeArticle('first')
      await untilListed(server, ['first'])
      await rm(folder, { recursive: true })
      await untilListed(server, [])
    } finally {
      await server.close()
    }
  }, 30_000)

  it('logs no error while an article’s folder is being deleted, its photo gone first', async () => {
    // Nothing reads the content in between: a read of its own at the photo's deletion (Vite's reload
    // of the server's modules) would meet the article without its photo, and print that to the owner.
    const seen: string[] = []
    const { folder, server } = await startServerOn('quiet', [{ name: 'seen', hotUpdate: ({ file }) => void seen.push(file) }])
    try {
      expect(await listed(server)).toEqual(['quiet'])
      await rm(join(folder, 'photo.svg'))
      await vi.waitFor(() => expect(seen).toContain(join(folder, 'photo.svg')), { timeout: 10_000, interval: 20 })
      // Time for a read the change set off to meet the missing photo, before the rest goes.
      await vi.waitFor(() => expect(logged).not.toEqual([]), { timeout: 1_000, interval: 20 }).catch(() => {})
      await rm(folder, { recursive: true })
      await untilListed(server, [])
      expect(logged).toEqual([])
    } finally {
      await server.close()
    }
  }, 30_000)

  it('drops an article whose folder is deleted while the list is being read, its photo gone first', async () => {
    // The read that meets the photo gone is held at the photo until the article's file has gone too,
    // so that it fails after the server has taken the deletion in: what a page's data request meets
    // when it comes as the owner deletes the folder.
    let release = () => {}
    let [armed, held] = [false, false]
    // What the server heard and what the reads gave in turn, for the message of a read that never comes.
    const heard: string[] = []
    const reads: string[] = []
    const inTurn = (items: string[]) =>
      items
        .reduce<{ item: string; count: number }[]>((runs, item) => {
          const last = runs.at(-1)
          if (last?.item === item) last.count++
          else runs.push({ item, count: 1 })
          return runs
        }, [])
        .map(({ item, count }) => `${count} × ${item}`)
        .join(', ')
    const hold: Plugin = {
      name: 'hold-the-photo',
      enforce: 'pre',
      load: async (id) => {
        if (!id.endsWith('/gone/photo.svg') || !armed || held) return
        held = true
        await new Promise<void>((resolve) => (release = resolve))
      },
      hotUpdate: ({ type, file }) => void heard.push(`${type} ${relative(root, file)}`),
    }
    const { folder, server } = await startServerOn('gone', [hold])
    try {
      expect(await listed(server)).toEqual(['gone'])
      armed = true
      await rm(join(folder, 'photo.svg'))
      let reading: Promise<unknown> = Promise.resolve()
      await vi.waitFor(async () => {
        reading = listed(server).then(
          (ids) => void reads.push(JSON.stringify(ids)),
          (error: unknown) => (reads.push(String(error)), error),
        )
        await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, 50))])
        expect(held, `no read reached the photo; the reads gave ${inTurn(reads)}; the server heard ${inTurn(heard)}`).toBe(true)
      }, { timeout: 10_000, interval: 100 })
      await rm(folder, { recursive: true })
      // Taken in once the server has dropped what it had made of the list.
      await vi.waitFor(() => expect(server.environments.ssr.moduleGraph.getModuleById('\0virtual:journey')?.transformResult).toBeNull(), { timeout: 10_000, interval: 50 })
      release()
      expect(await reading).toBeInstanceOf(Error)
      await untilListed(server, [])
    } finally {
      release()
      await server.close()
    }
  }, 30_000)
})
