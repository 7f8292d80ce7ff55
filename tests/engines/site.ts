import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, onTestFailed, test } from 'vitest'
import { words } from '../../src/content/words'
import { CONTENT, DETAIL_PAGE, KNOWN_ROUTES, MIDDLE_NAV_ITEM, NOT_FOUND_ROUTES } from '../e2e/knownRoutes'
import { TEXT_WEIGHTS } from '../../src/styles/fontWeights'
import { headingCut } from '../e2e/heldHeading'
import { MAX_GAP, lineWidths, standInLines } from '../e2e/lineWidths'
import { searchablePages, wordOnlyIn } from '../e2e/searchablePages'
import type { Engine } from './engine'

const DESKTOP = { width: 1280, height: 800 }
/** A phone's width; WebKitGTK's window is never narrower than 447 px, so there it gets that. */
const NARROW = { width: 390, height: 844 }
const SCREENSHOTS = 'test-results/engines'
/** How long after each test the page goes on before its errors are read: its idle work and the rain start. */
const SETTLE_MS = 1_000

/**
 * The weights a stand-in's line is held to its font's width at. WebKitGTK looks a `local()` face up
 * by its family only (through fontconfig), not by a face's full name, so it never takes a stand-in's
 * bold face ("Liberation Sans Bold") and draws the regular one bolder: there only the regular weight
 * is held.
 */
const standInWeights = (name: string) => (name === 'webkit' ? TEXT_WEIGHTS.slice(0, 1) : TEXT_WEIGHTS)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `fn(arg)` in the page until `accept` takes its result; returns that result. */
async function waitFor<A, R>(engine: Engine, message: string, fn: (arg: A) => R, arg: A, accept: (value: Awaited<R>) => boolean, timeout = 15_000) {
  const deadline = Date.now() + timeout
  let last: Awaited<R> | undefined
  while (Date.now() < deadline) {
    last = await engine.evaluate(fn, arg)
    if (accept(last)) return last
    await sleep(100)
  }
  throw new Error(`${message}: not within ${timeout} ms (last seen: ${JSON.stringify(last)})`)
}

/** The level-1 heading as a screen reader names it (its aria-hidden parts left out), if it is on screen. */
function shownHeading() {
  const heading = document.querySelector('h1')
  if (!heading || heading.getBoundingClientRect().height === 0) return null
  const named = heading.cloneNode(true) as HTMLElement
  for (const hidden of named.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return named.textContent?.trim() ?? ''
}

/**
 * Whether the app has started: React has hydrated the heading (it marks the nodes it owns) and
 * the background has put its canvas on the page, the last thing a loading page starts.
 */
function started() {
  const heading = document.querySelector('h1')
  return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')) && !!document.querySelector('canvas')
}

/** Opens `path` and waits until the app has started on it. */
async function open(engine: Engine, path: string) {
  await engine.goto(path)
  await waitFor(engine, `the app starts on ${path}`, started, undefined, Boolean)
}

/** What the tagline shows: each phrase's clip, which the typing animates. */
function taglineClips() {
  return Array.from(document.querySelectorAll('[data-phrase]'), (phrase) => getComputedStyle(phrase).clipPath).join(' | ')
}

/**
 * Gives the intro's typed heading `length` characters (its text and `--chars`), starts its typing
 * again and stops it at its very end; false where it has no typing to stop.
 */
function typeHeadingOfLength(length: number) {
  const typed = document.querySelector<HTMLElement>('[data-testid="typed-heading"]')
  if (!typed) return false
  typed.textContent = 'W'.repeat(length)
  typed.style.setProperty('--chars', String(length))
  typed.style.animationName = 'none'
  void getComputedStyle(typed).animationName
  typed.style.animationName = ''
  const animations = typed.getAnimations()
  for (const animation of animations) animation.currentTime = Number(animation.effect?.getComputedTiming().endTime)
  return animations.length > 0
}

/** Leaves only canvases visible, so that a screenshot shows the background alone. */
function showOnlyCanvases() {
  const style = document.createElement('style')
  style.textContent = 'body * { visibility: hidden !important } canvas { visibility: visible !important }'
  document.head.append(style)
}

/** The href of the focused element, or its tag where it has none. */
function focusedHref() {
  const focused = document.activeElement
  return focused?.getAttribute('href') ?? focused?.tagName ?? null
}

/** The top bar's list of links to the home page's sections, as a CSS selector (a JSON string is a CSS string too). */
const SECTIONS_NAV = `nav[aria-label=${JSON.stringify(words.site.sections)}]`

/** The hrefs of the links inside `nav`, a selector. */
function sectionLinkHrefs(nav: string) {
  return Array.from(document.querySelectorAll(`${nav} a`), (link) => link.getAttribute('href') ?? '')
}

/** Where the section with `id` starts, relative to the viewport, and how far the page is scrolled. */
function sectionTop(id: string) {
  return { top: document.getElementById(id)?.getBoundingClientRect().top ?? null, scrollY, innerHeight }
}

/** The search's results: each one's link, its text and the first word it marks. */
function searchResults() {
  return Array.from(document.querySelectorAll('form[role="search"] li'), (result) => ({
    href: result.querySelector('a')?.getAttribute('href'),
    title: result.querySelector('a')?.textContent,
    marked: result.querySelector('mark')?.textContent?.toLowerCase(),
  }))
}

/** The suite each engine runs against the built site: `openEngine` starts the engine's browser. */
export function describeSite(name: string, openEngine: (baseURL: string) => Promise<Engine>) {
  describe(name, () => {
    let engine: Engine

    beforeAll(async () => {
      engine = await openEngine(inject('baseURL'))
      await engine.setViewport(DESKTOP.width, DESKTOP.height)
    })
    afterAll(() => engine?.close())
    beforeEach(() => {
      onTestFailed(() => {
        const printed = engine?.printed?.()
        if (printed) console.error(`What ${name} printed last:\n${printed}`)
      })
    })
    afterEach(async () => {
      await sleep(SETTLE_MS)
      expect(await engine.errors(), 'console errors and uncaught exceptions').toEqual([])
    })

    for (const [path, heading] of KNOWN_ROUTES) {
      test(`${path} renders "${heading}"`, async () => {
        await open(engine, path)
        expect(await engine.evaluate(shownHeading, undefined)).toBe(heading)
      })
    }

    test('an unknown path lands on /', async () => {
      await engine.goto('/no/such/page')
      await waitFor(engine, 'the address becomes /', () => location.pathname, undefined, (path) => path === '/')
      await waitFor(engine, 'the app starts', started, undefined, Boolean)
      expect(await engine.evaluate(shownHeading, undefined)).toBe(words.home.heading)
    })

    for (const [path, message] of NOT_FOUND_ROUTES) {
      test(`${path} shows "${message}"`, async () => {
        await open(engine, path)
        expect(await engine.evaluate(shownHeading, undefined)).toBe(message)
      })
    }

    test('a line in the fonts’ stand-ins is as wide as in the fonts', async () => {
      await open(engine, DETAIL_PAGE)
      for (const { family, weight, found, gap } of await standInLines((line) => engine.evaluate(lineWidths, line), standInWeights(name))) {
        expect(found, `a face of ${family}'s stand-in at ${weight} on this system (fonts-liberation on Debian)`).toBe(true)
        expect(gap, `${family}'s stand-in, against it, at ${weight}`).toBeLessThan(MAX_GAP)
      }
    })

    test('the tagline types', async () => {
      await open(engine, '/')
      const first = await engine.evaluate(taglineClips, undefined)
      expect(first).not.toBe('')
      await waitFor(engine, 'the tagline shows another part of its phrases', taglineClips, undefined, (now) => now !== first, 8_000)
    })

    test('the intro’s heading stands whole once typed, whatever its length', async () => {
      await open(engine, '/')
      const cut: string[] = []
      for (let length = 1; length <= 16; length++) {
        if (!(await engine.evaluate(typeHeadingOfLength, length))) cut.push(`${length}: not typed`)
        const { left, right } = await engine.evaluate(headingCut, undefined)
        if (left !== 0 || right !== 0) cut.push(`${length}: left ${left}%, right ${right}%`)
      }
      expect(cut, 'lengths at which the typed heading stays cut').toEqual([])
    })

    test('the background animates', async () => {
      await open(engine, '/')
      await engine.evaluate(showOnlyCanvases, undefined)
      const before = await engine.screenshot()
      await sleep(500)
      const after = await engine.screenshot()
      expect(after.equals(before), 'two screenshots of the background half a second apart differ').toBe(false)
    })

    test('Tab reaches the skip link first, then every section link', async () => {
      await open(engine, '/')
      const sectionLinks = await engine.evaluate(sectionLinkHrefs, SECTIONS_NAV)
      expect(sectionLinks).toHaveLength(CONTENT.navigation.length)
      const reached: (string | null)[] = []
      for (let stop = 0; stop < 20 && !sectionLinks.every((href) => reached.includes(href)); stop++) {
        await engine.pressTab()
        reached.push(await engine.evaluate(focusedHref, undefined))
      }
      expect(reached[0]).toBe('#main')
      expect(reached).toEqual(expect.arrayContaining(sectionLinks))
    })

    test.skipIf(!MIDDLE_NAV_ITEM)('a section link scrolls to its section', async () => {
      const id = MIDDLE_NAV_ITEM?.sectionId ?? ''
      await open(engine, '/')
      await engine.click(`${SECTIONS_NAV} a[href="/#${id}"]`)
      await waitFor(engine, `the section #${id} comes to the top`, sectionTop, id, ({ top, scrollY, innerHeight }) => {
        return top !== null && scrollY > 0 && top >= 0 && top < innerHeight / 3
      })
    })

    test.skipIf(CONTENT.journey.length === 0)('a search on /experience finds the one article with a word, under the site’s policy', async () => {
      const pages = searchablePages(join(process.cwd(), 'dist'))
      const { page, word } = wordOnlyIn(
        pages,
        pages.filter((candidate) => candidate.path.startsWith('/experience/')),
      )
      await open(engine, '/experience')
      await engine.click('form[role="search"] input')
      await engine.type(word)
      const results = await waitFor(engine, `a result for "${word}"`, searchResults, undefined, (found) => found.length > 0)
      expect(results).toEqual([{ href: page.path, title: page.title, marked: word }])
    })

    test('screenshots of home, a detail page and the list of articles, wide and narrow', async () => {
      mkdirSync(SCREENSHOTS, { recursive: true })
      for (const size of [DESKTOP, NARROW]) {
        await engine.setViewport(size.width, size.height)
        for (const [path, file] of [['/', 'home'], [DETAIL_PAGE, 'detail'], ['/experience', 'articles']] as const) {
          await open(engine, path)
          await sleep(2_000) // the heading and the tagline typed, the rain under way: what a visitor sees
          const width = await engine.evaluate(() => innerWidth, undefined)
          writeFileSync(`${SCREENSHOTS}/${name}-${file}-${width}.png`, await engine.screenshot())
        }
      }
      await engine.setViewport(DESKTOP.width, DESKTOP.height)
    })
  })
}
