import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CONTENT, KNOWN_ROUTES, NOT_FOUND_ROUTES } from './knownRoutes'

interface Anchor {
  readonly href: string
  readonly url: string
  readonly target: string
  readonly rel: readonly string[]
}

function anchorsOn(page: Page): Promise<Anchor[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => {
      const anchor = a as HTMLAnchorElement
      return { href: anchor.getAttribute('href') ?? '', url: anchor.href, target: anchor.target, rel: [...anchor.relList] }
    }),
  )
}

/** The element ids of a page of the site, read in a page of its own. */
async function idsOn(context: BrowserContext, path: string): Promise<Set<string>> {
  const page = await context.newPage()
  try {
    await page.goto(path)
    return new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id)))
  } finally {
    await page.close()
  }
}

/**
 * Every problem with the links of the open page, one line each: a `#…` link naming no element of the
 * open page; a path (`/…`) not served with 200 or whose `#hash` names no element of that page; a link to another site
 * that does not open in a new tab with `rel="noopener noreferrer"`; a link of any other kind.
 */
async function linkProblems(page: Page, request: APIRequestContext, anchors: readonly Anchor[]): Promise<string[]> {
  const here = new URL(page.url())
  const problems: string[] = []
  const statuses = new Map<string, number>()
  const ids = new Map<string, Set<string>>()
  for (const { href, url, target, rel } of anchors) {
    const to = new URL(url)
    if (href.startsWith('#')) {
      // Within the open page (a skip link, say), which may itself be a not-found page.
      const id = decodeURIComponent(href.slice(1))
      if (!(await page.evaluate((id) => document.getElementById(id) !== null, id))) {
        problems.push(`${href}: no element with id "${id}" on this page`)
      }
    } else if (href.startsWith('/') && to.origin === here.origin) {
      const path = to.pathname + to.search
      if (!statuses.has(path)) statuses.set(path, (await request.get(path, { maxRedirects: 0 })).status())
      if (statuses.get(path) !== 200) problems.push(`${href}: ${path} answers ${statuses.get(path)}`)
      if (to.hash === '') continue
      if (!ids.has(to.pathname)) ids.set(to.pathname, await idsOn(page.context(), to.pathname))
      const id = decodeURIComponent(to.hash.slice(1))
      if (!ids.get(to.pathname)?.has(id)) problems.push(`${href}: no element with id "${id}" on ${to.pathname}`)
    } else if ((to.protocol === 'https:' || to.protocol === 'http:') && to.host !== here.host) {
      if (target !== '_blank') problems.push(`${href}: opens in this tab (target="${target}")`)
      for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) problems.push(`${href}: rel lacks ${token}`)
    } else {
      problems.push(`${href}: neither a path of this site nor a link to another site`)
    }
  }
  return problems
}

/** Opens `path`, waits for its h1, and expects links to this site among its links and no problem with any. */
async function expectSoundLinks(page: Page, request: APIRequestContext, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  const anchors = await anchorsOn(page)
  expect(anchors.filter((anchor) => anchor.href.startsWith('/')).length).toBeGreaterThan(0)
  expect(await linkProblems(page, request, anchors)).toEqual([])
}

test.describe('every link of a prerendered page', () => {
  // The pages as they are served, before any script: links inside <noscript> are links here too.
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of KNOWN_ROUTES) {
    test(`${path}: internal links resolve, external ones open safely in a new tab`, ({ page, request }) =>
      expectSoundLinks(page, request, path, heading))
  }
})

test.describe('every link of the not-found page', () => {
  for (const [path, message] of NOT_FOUND_ROUTES) {
    test(`${path}: internal links resolve, external ones open safely in a new tab`, ({ page, request }) =>
      expectSoundLinks(page, request, path, message))
  }
})

test('the check finds a broken link of each kind', async ({ page, request }) => {
  const missing = CONTENT.notFound.project
  await page.goto('/')
  await page.evaluate((missing) => {
    const add = (attributes: Record<string, string>) => {
      const anchor = document.createElement('a')
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
      document.body.append(anchor)
    }
    add({ href: missing })
    add({ href: '/#nowhere' })
    add({ href: '#about' })
    add({ href: '#nowhere-here' })
    add({ href: 'https://example.com/a', target: '_blank', rel: 'noopener' })
    add({ href: 'https://example.com/b' })
    add({ href: 'mailto:someone@example.com' })
  }, missing)
  const added = (await anchorsOn(page)).slice(-7)
  expect(await linkProblems(page, request, added)).toEqual([
    `${missing}: ${missing} answers 404`,
    '/#nowhere: no element with id "nowhere" on /',
    '#nowhere-here: no element with id "nowhere-here" on this page',
    'https://example.com/a: rel lacks noreferrer',
    'https://example.com/b: opens in this tab (target="")',
    'https://example.com/b: rel lacks noopener',
    'https://example.com/b: rel lacks noreferrer',
    'mailto:someone@example.com: neither a path of this site nor a link to another site',
  ])
})
