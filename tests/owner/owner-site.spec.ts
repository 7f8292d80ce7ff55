import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { words } from '../../src/content/words'
import { DEMO_SITE_URL } from '../../src/lib/demoContent'
import { paths } from '../../src/lib/paths'
import { appStarted } from '../e2e/appStarted'
import { expect, test } from '../e2e/fixtures'
import { OWNER } from './makeOwnerSite.mjs'

// What the owner of tests/owner/content wrote, as their site (makeOwnerSite.mjs) holds it: an article
// whose folder, hence its address, is not ASCII, nor its category's, and whose title holds a word
// longer than a phone's line at the heading's size.
const ARTICLE_ID = 'robots-zürich'
const ARTICLE = { id: ARTICLE_ID, path: paths.journey(ARTICLE_ID), title: 'Our robot at the Robotikmeisterschaft', photoAlt: 'The robot on stage under the spotlights', caption: 'Round two: the robot takes the last curve.' }
/** Their article in Arabic, on their English site (`language: ar`). */
const ARTICLE_IN_ARABIC_ID = 'open-day'
/** The draft and the post dated next year, with a word each that only they use. */
const HELD_BACK = [
  { id: 'lab-notebook', title: 'Notes from the lab notebook', word: 'quokkaline', mark: words.site.draft },
  { id: 'summer-school', title: 'A week at the robotics summer school', word: 'zebracorn', mark: words.site.scheduled },
]

/** The WCAG 2.1 AA rules that the page's main content breaks, by their ids. */
const mainViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map(({ id }) => id)

/** Every file of the build, by its path from dist/. */
function builtFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative('dist', join(entry.parentPath, entry.name)))
}

test('the build carries the owner’s address, not the demo’s', () => {
  const feed = readFileSync('dist/feed.xml', 'utf8')
  const sitemap = readFileSync('dist/sitemap.xml', 'utf8')
  for (const file of [feed, sitemap]) {
    expect(file).toContain(`${OWNER.siteUrl}${ARTICLE.path}`)
    expect(file).not.toContain(DEMO_SITE_URL)
  }
})

test('the draft and the post dated next year are nowhere in the build', () => {
  const files = builtFiles()
  // The published article is there, so the search below looks where they would be.
  const texts = files.filter((file) => /\.(html|json|xml|txt|js|webmanifest)$/.test(file)).map((file) => [file, readFileSync(join('dist', file), 'latin1')] as const)
  expect(texts.some(([file, text]) => file === 'feed.xml' && text.includes(ARTICLE.path))).toBe(true)
  for (const { id, title, word } of HELD_BACK) {
    expect(files.filter((file) => file.includes(id)), `files named for ${id}`).toEqual([])
    for (const needle of [id, title, word]) {
      expect(texts.filter(([, text]) => text.includes(needle)).map(([file]) => file), `files holding "${needle}"`).toEqual([])
    }
  }
})

/**
 * The columns a link preview's heading is drawn in, its first line's: the pixels brighter than the
 * rain's faint letters (at most half the accent green's light) in its band, 180–250 px from the top.
 */
async function headingColumns(entryId: string) {
  const { data, info } = await sharp(`dist/og/experience-${entryId}.png`).greyscale().raw().toBuffer({ resolveWithObject: true })
  let left = Infinity
  let right = -Infinity
  for (let y = 180; y < 250; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) > 200) {
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
    }
  }
  return { left, right }
}

test('the link preview of their article in Arabic is laid out from the right, that of one in English from the left', async () => {
  // Cards are 1200 px wide, their text within 80 px of either side.
  const arabic = await headingColumns(ARTICLE_IN_ARABIC_ID)
  expect(arabic.right).toBeGreaterThan(1100)
  expect(arabic.right).toBeLessThan(1120)
  // The title is shorter than a line, so it stops well short of the left margin.
  expect(arabic.left).toBeGreaterThan(200)
  const english = await headingColumns(ARTICLE.id)
  expect(english.left).toBeGreaterThanOrEqual(80)
  expect(english.left).toBeLessThan(100)
})

test('a search finds the article of theirs, and nothing of the draft or the post dated next year', async ({ page }) => {
  await page.goto('/experience')
  // The box works once the app has taken the page over.
  await appStarted(page)
  const box = page.getByRole('search').getByRole('searchbox', { name: words.search.label, exact: true })
  await box.fill('chassis')
  await expect(page.getByRole('status')).toHaveText(words.search.found('chassis', 1, 1))
  await expect(page.getByRole('search').getByRole('link', { name: new RegExp(ARTICLE.title) })).toBeVisible()
  for (const { word } of HELD_BACK) {
    await box.fill(word)
    await expect(page.getByRole('status')).toHaveText(words.search.found(word, 0, 0))
  }
})

test.describe('the dev server', () => {
  const port = Number(process.env.PORT ?? 4180) + 2
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], { stdio: 'ignore' })
    await expect.poll(() => fetch(`http://localhost:${port}/`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200)
  })
  test.afterAll(() => {
    server?.kill()
  })

  test('shows the draft and the post dated next year, each marked', async ({ page }) => {
    test.setTimeout(120_000)
    for (const { id, title, mark } of HELD_BACK) {
      await page.goto(`http://localhost:${port}/experience/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 })
      await expect(page.getByRole('main').getByText(mark)).toBeVisible()
    }
    await page.goto(`http://localhost:${port}/experience`)
    for (const { title, mark } of HELD_BACK) {
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })).toContainText(mark)
    }
  })

  test('shows an article started while it runs, then its edits, and drops it once deleted, the page reloaded by itself', async ({ page }) => {
    test.setTimeout(120_000)
    const [title, edited] = ['Written while the server runs', 'Retitled while the server runs']
    const folder = 'src/content/journey/written-while-the-server-runs'
    await page.goto(`http://localhost:${port}/experience`)
    await expect(page.getByRole('link', { name: HELD_BACK[0]?.title })).toBeVisible({ timeout: 60_000 })
    try {
      expect(spawnSync('node', ['scripts/new.mjs', 'article', title]).status, 'npm run new').toBe(0)
      await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 })
      const file = join(folder, 'index.md')
      writeFileSync(file, readFileSync(file, 'utf8').replace(`title: "${title}"`, `title: "${edited}"`))
      await expect(page.getByRole('link', { name: edited })).toBeVisible({ timeout: 30_000 })
      // The page prefetches the data of the links it shows, the article's and its category's among
      // them: requests that would meet the folder deleted (a 404 each) are let finish first.
      await page.waitForLoadState('networkidle')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    await expect(page.getByRole('link', { name: edited })).toHaveCount(0, { timeout: 30_000 })
    // The list itself, not a page that failed to load it.
    await expect(page.getByRole('link', { name: HELD_BACK[0]?.title })).toBeVisible()
  })
})

test.describe('the article of theirs', () => {
  test.use({ deviceScaleFactor: 2 })

  test('shows the photo in its text as a rendition the column needs at 2×, without EXIF', async ({ page, request }) => {
    await page.goto(ARTICLE.path)
    const figure = page.getByRole('figure').filter({ hasText: ARTICLE.caption })
    const photo = figure.getByRole('img', { name: ARTICLE.photoAlt })
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(photo).toHaveAttribute('width', /^\d+$/)
    await expect(photo).toHaveAttribute('height', /^\d+$/)
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const { width: column } = (await figure.boundingBox()) ?? { width: 0 }
    const served = await photo.evaluate((img: HTMLImageElement) => img.currentSrc)
    const metadata = await sharp(await (await request.get(served)).body()).metadata()
    expect(metadata.width).toBeLessThanOrEqual(Math.ceil(column * 2))
    expect(metadata.exif, 'EXIF of the served photo').toBeUndefined()
  })

  test('highlights its code, readable, in a block that scrolls by itself on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(ARTICLE.path)
    const code = page.locator('main pre')
    await expect(code).toContainText('def steer(')
    const colours = await code.locator('span').evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size)
    expect(colours).toBeGreaterThanOrEqual(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true)
    expect(await mainViolations(page)).toEqual([])
  })

  test('keeps its table’s words whole, its headings and figures on one line, in a region the keyboard scrolls, and breaks a long word or address on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(ARTICLE.path)
    const region = page.getByRole('region', { name: words.text.table, exact: true })
    await expect(region.getByRole('columnheader')).toHaveText(['Round', 'Lap time', 'Penalties', 'Top speed', 'What the judges noted'])
    const { brokenWords, splitLines } = await region.locator('th, td').evaluateAll((cells) => {
      /** How many lines a range of the page's text takes. */
      const lines = (node: Node, start: number, end: number) => {
        const range = document.createRange()
        range.setStart(node, start)
        range.setEnd(node, end)
        return new Set([...range.getClientRects()].map((rect) => rect.top)).size
      }
      return {
        // A line may end at a word's hyphen, as 'Semi-' does.
        brokenWords: cells.flatMap((cell) => {
          const text = cell.firstChild
          if (!text) return []
          return [...(text.textContent ?? '').matchAll(/[^\s-]+/g)].filter((word) => lines(text, word.index, word.index + word[0].length) > 1).map((word) => word[0])
        }),
        // A heading and a figure (the right-aligned columns' cells, as "41.2 s") are never split.
        splitLines: cells
          .filter((cell) => cell.tagName === 'TH' || getComputedStyle(cell).textAlign === 'right')
          .filter((cell) => lines(cell, 0, cell.childNodes.length) > 1)
          .map((cell) => cell.textContent),
      }
    })
    expect(brokenWords, 'words split across lines').toEqual([])
    expect(splitLines, 'headings and figures on more than one line').toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await region.click()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    for (const block of [page.getByRole('heading', { level: 1, name: ARTICLE.title, exact: true }), page.getByText('https://robotics-regionals.example/')]) {
      expect(await block.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    }
    expect(await mainViolations(page)).toEqual([])
  })
})

test('a link to a page the site does not have stops the build, naming the file and the address', () => {
  const folder = 'src/content/journey/broken-link'
  const out = mkdtempSync(join(tmpdir(), 'owner-broken-'))
  try {
    mkdirSync(folder)
    writeFileSync(`${folder}/index.md`, readFileSync(`src/content/journey/${ARTICLE.id}/index.md`, 'utf8').replace('/project/plant-monitor', '/experience/nope'))
    for (const photo of ['thumbnail.jpg', 'stage.jpg']) cpSync(`src/content/journey/${ARTICLE.id}/${photo}`, `${folder}/${photo}`)
    const build = spawnSync('node', ['scripts/build.mjs', '--out-dir', out], { encoding: 'utf8' })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toMatch(/src\/content\/journey\/broken-link\/index\.md.*\/experience\/nope/)
  } finally {
    rmSync(folder, { recursive: true, force: true })
    rmSync(out, { recursive: true, force: true })
  }
})
