import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { codeHighlighting } from '../../scripts/highlightCode'
import { renderMarkdown } from '../../scripts/markdown'
import { splitFrontmatter } from '../../scripts/markdownEntries'
import { expect } from './fixtures'

/** An article or project page whose text holds code, photos, links to the site, footnotes or a task list, read from its Markdown file. */
export interface TextPage {
  readonly path: string
  readonly markdown: string
  readonly codeBlocks: number
  readonly photos: number
  /** The addresses of the site's pages it links to, as written. */
  readonly links: readonly string[]
  readonly footnotes: number
  /** Its task lists' items, in order: whether each is ticked. */
  readonly tasks: readonly boolean[]
}

const COLLECTIONS = [
  ['journey', '/experience/'],
  ['projects', '/project/'],
] as const

/**
 * Every article and project of the content whose text holds a code block, a photo, a link to the
 * site, a footnote or a task (a collection whose every entry is deleted may have no folder).
 */
export function textPages(root = 'src/content'): TextPage[] {
  return COLLECTIONS.map(([collection, prefix]) => [join(root, collection), prefix] as const)
    .filter(([folder]) => existsSync(folder))
    .flatMap(([folder, prefix]) =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry): TextPage => {
          const file = join(folder, entry.name, 'index.md')
          const { markdown } = splitFrontmatter(readFileSync(file, 'utf8'), file)
          const { html, images, links } = renderMarkdown(markdown)
          const codeBlocks = html.split('class="code-block"').length - 1
          const footnotes = html.match(/<li id="fn\d+">/g)?.length ?? 0
          const tasks = [...html.matchAll(/<li class="task( done)?">/g)].map((match) => match[1] !== undefined)
          return { path: `${prefix}${encodeURIComponent(entry.name)}`, markdown, codeBlocks, photos: images.length, links: links.map((link) => link.address), footnotes, tasks }
        }),
    )
    .filter((page) => page.codeBlocks + page.photos + page.links.length + page.footnotes + page.tasks.length > 0)
}

const highlighting = codeHighlighting()

/** The colours each code block of a text is given by the build's highlighter, as the browser writes them. */
export async function expectedCodeColours(markdown: string): Promise<string[][]> {
  const { html } = renderMarkdown(markdown, { highlight: await highlighting([markdown]) })
  const rgb = (hex: string) => `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`
  return html
    .split('class="code-block"')
    .slice(1)
    .map((block) => [...new Set([...block.matchAll(/color:#([0-9a-f]{6})/gi)].map((match) => rgb(match[1] ?? '')))].sort())
}

/** The text's column on the page. */
export const textColumn = (page: Page) => page.locator('[class*="prose"]').first()

/**
 * Every photo of the text: its intrinsic size written, loaded lazily, and no rendition in any of its
 * `srcset`s wider than twice the column at its widest (`columnWidth`).
 */
export async function expectTextPhotosSized(page: Page, columnWidth: number) {
  const photos = await textColumn(page).locator('img').all()
  for (const photo of photos) {
    await expect(photo).toHaveAttribute('width', /^\d+$/)
    await expect(photo).toHaveAttribute('height', /^\d+$/)
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(photo).toHaveAttribute('alt', /\S/)
    const sets = await photo.evaluate((img) => [img, ...(img.parentElement?.querySelectorAll('source') ?? [])].map((element) => element.getAttribute('srcset') ?? ''))
    const widths = sets.flatMap((set) => [...set.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])))
    if (widths.length > 0) expect(Math.max(...widths), await photo.getAttribute('alt') ?? '').toBeLessThanOrEqual(columnWidth * 2)
  }
  return photos.length
}
