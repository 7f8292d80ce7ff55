import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { convert } from 'fontverter'
import { Blob as FontBlob, Face } from 'harfbuzzjs'
import { expect, test } from './fixtures'
import { downloadedFaces, fontFaceRules, inUnicodeRange } from './fontFaces'
import { cursorRing, runPastIdle, TOASTER_MARK, toastArea } from './idleParts'
import { CONTENT, KNOWN_ROUTES } from './knownRoutes'
import { isRainCode } from './rain'
import { charactersOf, siteText } from '../../scripts/subsetFonts'

/*
 * Size budgets of the production build (sizes only, never timings). Sizes are of the files in
 * dist/ gzipped at level 9, as a static host or CDN would serve them.
 */

const KB = 1000
const BUDGET = {
  /** Everything the home page loads before it asks for the background's chunk. */
  jsBeforeBackground: 120 * KB,
  /** Every chunk of the build. */
  jsTotal: 350 * KB,
  /**
   * The fonts the pages preload (woff2, compressed already), cut to the site's characters and weights,
   * on the demo's content: an owner's text costs what its characters do (docs/content.md).
   */
  fonts: 23 * KB,
}

const ASSETS = join(process.cwd(), 'dist/assets')
/** The built home page, with its inline styles and its preloads. */
const homeHtml = () => readFileSync(join(ASSETS, '..', 'index.html'), 'utf8')
const gzipped = (file: string) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length
/** A built file's text (a chunk's code). */
const assetText = (file: string) => readFileSync(join(ASSETS, file), 'utf8')
const assetName = (url: string) => new URL(url).pathname.split('/').pop() ?? ''
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

/** One of three.js's own messages: present in its code, whatever the minifier renames. */
const THREE_MARK = 'THREE.WebGLRenderer'
/** The custom cursor's list of what it grows over: present in its code, whatever the minifier renames. */
const CURSOR_MARK = 'label[for]'

/** Scripts and fonts the page asks for, in order, until the background's chunk is requested. */
async function loadHome(page: Page) {
  const requests: { url: string; type: string }[] = []
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }))
  const backgroundRequested = page.waitForRequest((request) => isRainCode(request.url()), { timeout: 30_000 })
  await page.goto('/')
  await backgroundRequested
  const background = requests.findIndex((request) => isRainCode(request.url))
  return { before: requests.slice(0, background), all: requests }
}

test.use({ viewport: { width: 640, height: 400 } })

test('the home page loads at most 120 KB of JavaScript, without three.js, before the background chunk', async ({ page }) => {
  const { before } = await loadHome(page)
  const scripts = before.filter((request) => request.type === 'script').map((request) => assetName(request.url))
  expect(scripts.length, 'the entry chunk at least').toBeGreaterThan(0)
  const bytes = scripts.reduce((sum, file) => sum + gzipped(file), 0)
  expect(bytes, `${scripts.join(', ')}: ${kB(bytes)}`).toBeLessThanOrEqual(BUDGET.jsBeforeBackground)
  for (const file of scripts) expect(assetText(file), file).not.toContain(THREE_MARK)
})

/** What waits for the idle page: a mark in its code that no minifier renames, and what it puts on the page. */
const IDLE_PARTS = [
  { name: 'the toast library', mark: TOASTER_MARK, shows: toastArea },
  { name: 'the custom cursor', mark: CURSOR_MARK, shows: cursorRing },
]

for (const part of IDLE_PARTS) {
  test(`${part.name} is fetched once the page is idle, after the background chunk, and set up then`, async ({ page }) => {
    const { before, all } = await loadHome(page)
    const code = (requests: { url: string; type: string }[]) =>
      requests.filter((request) => request.type === 'script').map((request) => assetText(assetName(request.url)))
    expect(code(before).some((source) => source.includes(part.mark)), `${part.name} before the background chunk`).toBe(false)
    await expect(part.shows(page)).toBeAttached()
    expect(code(all).some((source) => source.includes(part.mark)), `${part.name}, fetched`).toBe(true)
  })
}

test('what waits for the idle page waits until the rain’s worker has its code', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/rain\.worker-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const idleCode: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && assetText(assetName(request.url())).includes(TOASTER_MARK)) idleCode.push(request.url())
  })
  const workerAsked = page.waitForRequest((request) => isRainCode(request.url()))
  await page.clock.install()
  await page.goto('/')
  await workerAsked
  await runPastIdle(page) // nothing that waits for the rain may come
  expect(idleCode, 'the toast library, with the worker’s code held').toEqual([])
  release()
  await expect(toastArea(page)).toBeAttached()
})

test('three.js lives in the background chunk, and all JavaScript together is at most 350 KB', () => {
  const chunks = readdirSync(ASSETS).filter((file) => file.endsWith('.js'))
  const background = chunks.filter((file) => /^rainScene-/.test(file))
  expect(background).toHaveLength(1)
  expect(assetText(background[0] ?? '')).toContain(THREE_MARK)
  const bytes = chunks.reduce((sum, file) => sum + gzipped(file), 0)
  expect(bytes, `${chunks.length} chunks: ${kB(bytes)}`).toBeLessThanOrEqual(BUDGET.jsTotal)
})

test('fonts are subset by unicode-range, and the ones the home page uses are preloaded', async ({ page }) => {
  const html = homeHtml()
  const faces = fontFaceRules(html)
  // The fonts' stand-ins (scripts/fallbackFaces.ts) are the system's own faces: nothing to download.
  const [downloaded, local] = [faces.filter((face) => face.includes('url(')), faces.filter((face) => !face.includes('url('))]
  expect(downloaded.length).toBeGreaterThan(0)
  for (const face of downloaded) {
    expect(face).toMatch(/unicode-range:/)
    expect(face).toMatch(/\.woff2\)\s*format\(["']?woff2/)
  }
  for (const face of local) expect(face).toMatch(/src:\s*local\([^;]*;/)

  const { all } = await loadHome(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const fetched = all.filter((request) => request.type === 'font').map((request) => assetName(request.url))
  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(preloaded.length).toBeGreaterThan(0)
  for (const link of await page.locator('head link[rel="preload"][as="font"]').all()) {
    await expect(link).toHaveAttribute('type', 'font/woff2')
    await expect(link).toHaveAttribute('crossorigin', '')
  }
  const preloadedFiles = preloaded.map(assetName)
  expect(preloadedFiles.filter((file) => !fetched.includes(file)), 'every preload is used').toEqual([])
  // Beyond them, a face is fetched only for characters of the content that no preloaded face has
  // (a Greek category on a card): none on a page all in their alphabet.
  const served = downloadedFaces(html)
  const coverOf = (file: string) => served.filter((face) => face.file === file).map(({ range }) => inUnicodeRange(range))
  const preloadedCover = preloadedFiles.flatMap(coverOf)
  const shown = [...new Set(await page.evaluate(() => document.body.innerText))]
  for (const file of new Set(fetched.filter((file) => !preloadedFiles.includes(file)))) {
    const covers = coverOf(file)
    const needed = shown.filter((character) => {
      const code = character.codePointAt(0) ?? -1
      return covers.some((cover) => cover(code)) && !preloadedCover.some((cover) => cover(code))
    })
    expect(needed, `${file}: characters of the page that only it has`).not.toEqual([])
  }
})

/** The font files the built page preloads, in the order it asks for them. */
const preloadedFonts = (html: string) => [...html.matchAll(/<link rel="preload" href="[^"]*\/([^"/]+\.woff2)"/g)].map(([, file]) => file ?? '')

test('the face of the largest text the home page paints is preloaded first', async ({ page }) => {
  await page.goto('/')
  const family = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element
          if (element) resolve(getComputedStyle(element).fontFamily.split(',')[0]?.replace(/["']/g, '').trim() ?? '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  const html = homeHtml()
  const [first = ''] = preloadedFonts(html)
  expect(downloadedFaces(html).find((face) => face.file === first)?.family, `the first preload, ${first}`).toBe(family)
})

test('the home page asks for its preloaded fonts before the app’s script, which its first paint does not wait for', async ({ page }) => {
  const { all } = await loadHome(page)
  const asked = all.map((request) => assetName(request.url))
  const script = all.findIndex((request) => request.type === 'script')
  const fonts = preloadedFonts(homeHtml())
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) {
    const at = asked.indexOf(font)
    expect(at, `${font} among ${asked.join(', ')}`).toBeGreaterThan(-1)
    expect(at, `${font} before ${asked[script] ?? 'the script'}`).toBeLessThan(script)
  }
})

/** Each text-bearing element's first font family and its weight, as `family|weight`, on the open page. */
function familiesAndWeights(page: Page) {
  return page.evaluate(() => {
    const used = new Set<string>()
    for (const element of document.querySelectorAll('body *')) {
      if (!Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue
      const style = getComputedStyle(element)
      used.add(`${(style.fontFamily.split(',')[0] ?? '').replace(/["']/g, '').trim()}|${style.fontWeight}`)
    }
    return [...used]
  })
}

/** A character that is drawn as nothing: Unicode's default-ignorable code points. */
const DRAWN_AS_NOTHING = /\p{Default_Ignorable_Code_Point}/u

test('every face of the fonts is cut to the site’s characters and weights, and holds every character and weight the pages show', async ({ page }) => {
  const html = homeHtml()
  const preloaded = preloadedFonts(html)
  expect(preloaded.length).toBeGreaterThan(0)
  // Each file once: faces cut to the same glyphs share one.
  const decoded = new Map<string, { bytes: number; weight: { min: number; max: number } | undefined; has: Set<number> }>()
  const faces = []
  for (const { file, family, range } of downloadedFaces(html)) {
    let font = decoded.get(file)
    if (!font) {
      // One at a time: the font decoders share their WebAssembly memory.
      const woff2 = readFileSync(join(ASSETS, file))
      const face = new Face(new FontBlob(await convert(woff2, 'sfnt')))
      font = { bytes: woff2.length, weight: face.getAxisInfos().wght, has: new Set(face.collectUnicodes()) }
      decoded.set(file, font)
    }
    faces.push({ file, family, covers: inUnicodeRange(range), ...font })
  }
  expect([...decoded.keys()]).toEqual(expect.arrayContaining(preloaded))
  const bytes = preloaded.reduce((sum, file) => sum + (decoded.get(file)?.bytes ?? 0), 0)
  if (CONTENT.demo) expect(bytes, `${preloaded.join(', ')}: ${kB(bytes)}`).toBeLessThanOrEqual(BUDGET.fonts)
  const written = new Set(charactersOf(await siteText(process.cwd())))
  for (const { file, has } of faces) {
    const unwritten = [...has].map((codePoint) => String.fromCodePoint(codePoint)).filter((character) => !written.has(character))
    expect(unwritten, `${file}: characters the site does not write`).toEqual([])
  }
  // Every page of the content, read whole: under reduced motion the headings stand whole and the
  // rain is one still frame, not WebGL drawn in software on each page.
  test.slow()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const setIn = new Map(faces.map(({ family }) => [family, 0]))
  for (const [path] of KNOWN_ROUTES) {
    await page.goto(path)
    // Not the characters drawn as nothing (a joiner inside an emoji, a variation selector), which no
    // face of the fonts holds and no browser looks for a face for.
    const shown = new Set([...(await page.locator('body').innerText())].filter((character) => !DRAWN_AS_NOTHING.test(character)))
    const used = await familiesAndWeights(page)
    for (const { file, family, weight, covers, has } of faces) {
      const missing = [...shown].filter((character) => covers(character.codePointAt(0) ?? 0) && !has.has(character.codePointAt(0) ?? 0))
      expect(missing, `${path}: characters ${file} is served for but lacks`).toEqual([])
      const weights = used.filter((entry) => entry.startsWith(`${family}|`)).map((entry) => Number(entry.split('|')[1]))
      setIn.set(family, (setIn.get(family) ?? 0) + weights.length)
      const outside = weights.filter((value) => !weight || value < weight.min || value > weight.max)
      expect(outside, `${path}: weights of ${family} outside ${file}'s ${weight?.min}–${weight?.max}`).toEqual([])
    }
  }
  for (const [family, count] of setIn) expect(count, `text set in ${family}`).toBeGreaterThan(0)
})

test.describe('as the prerendered pages arrive', () => {
  test.use({ javaScriptEnabled: false })

  test('every page carries its styles inline: no stylesheet request stands before the first paint', async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    for (const [path] of [...KNOWN_ROUTES, ['/no/such/page']]) {
      await page.goto(path)
      await expect(page.getByRole('banner'), path).toHaveCSS('position', 'fixed')
      await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(0, 0, 0)')
    }
    expect(stylesheets).toEqual([])
  })

  test('every image on every page states its width and height', async ({ page }) => {
    // Every article, project and certificate has a picture; the site's own pages have none.
    test.skip(CONTENT.journey.length + CONTENT.projects.length + CONTENT.certificates.length === 0, 'the content has no entry')
    // The lists of articles (every one, and each category's) are text only.
    const lists = new Set(['/experience', ...CONTENT.categories.map((category) => category.path)])
    let checked = 0
    for (const [path] of KNOWN_ROUTES.filter(([route]) => !lists.has(route))) {
      await page.goto(path)
      const images = await page.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height') })),
      )
      checked += images.length
      for (const image of images) {
        expect(Number(image.width), `${path} ${image.src}`).toBeGreaterThan(0)
        expect(Number(image.height), `${path} ${image.src}`).toBeGreaterThan(0)
      }
    }
    expect(checked, 'images on the pages').toBeGreaterThan(0)
  })
})
