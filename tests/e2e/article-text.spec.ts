import { OWNER_NAME } from '../../src/content/owner'
import { words } from '../../src/content/words'
import { escapeRegExp } from '../../src/lib/escapeRegExp'
import { isDemoOwner } from '../../src/lib/demoContent'
import { expectedCodeColours, expectTextPhotosSized, textColumn, textPages } from './articleText'
import { expect, test } from './fixtures'
import { expectRestsUnderTheBar } from './underTheBar'

/*
 * What the Markdown of an article or a project can hold beyond words, on every page of the content
 * that holds it: code coloured by the build, which scrolls within its block on a narrow phone rather
 * than widening the page, photos sized for the text's column, links to pages that exist, footnotes
 * that lead to their note and back, and task lists that say which tasks are done.
 */

const PAGES = textPages()
/** The headings of the detail screens' not-found views, which a link to a page that exists never leads to. */
const NOT_FOUND = [words.project.notFound, words.journey.notFound, words.certificate.notFound, words.journey.categoryNotFound]

test('the demo has a page whose text holds code, which these tests then check', () => {
  test.skip(!isDemoOwner(OWNER_NAME), 'the owner’s content need not hold code')
  expect(PAGES.filter((page) => page.codeBlocks > 0).length, 'an article or project with a fenced code block').toBeGreaterThan(0)
})

test('the demo has a page with footnotes and a task list, which these tests then check', () => {
  test.skip(!isDemoOwner(OWNER_NAME), 'the owner’s content need not hold them')
  expect(PAGES.filter((page) => page.footnotes > 0).length, 'an article or project with a footnote').toBeGreaterThan(0)
  const tasks = PAGES.flatMap((page) => page.tasks)
  expect(new Set(tasks), 'a task list with a task done and one to do').toEqual(new Set([true, false]))
})

for (const { path, markdown, codeBlocks, photos, links, footnotes, tasks } of PAGES) {
  test.describe(path, () => {
    if (links.length > 0) {
      test('links to pages of the site that show their content', async ({ page, request }) => {
        await page.goto(path)
        const hrefs = await textColumn(page).locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
        expect(hrefs).toEqual(links)
        for (const href of new Set(links)) expect((await request.get(href)).status(), href).toBe(200)
        // A click goes there and finds the page, not its not-found view.
        await textColumn(page).locator(`a[href="${links[0]}"]`).first().click()
        await expect(page).toHaveURL(links[0] ?? '')
        for (const notFound of NOT_FOUND) await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound)
      })
    }

    if (codeBlocks > 0) {
      test('shows each code block in the colours the build gave it, at least three where its code has them', async ({ page }) => {
        await page.goto(path)
        const blocks = textColumn(page).locator('pre code')
        await expect(blocks).toHaveCount(codeBlocks)
        const expected = await expectedCodeColours(markdown)
        const shown = await blocks.evaluateAll((codes) =>
          codes.map((code) => [...new Set([...code.querySelectorAll('span')].map((span) => getComputedStyle(span).color))].sort()),
        )
        // The colours of the tokens, as the page shows them: no style of the page's overrides them.
        expect(shown).toEqual(expected)
        expect(Math.max(...shown.map((colours) => colours.length))).toBeGreaterThanOrEqual(Math.min(3, Math.max(...expected.map((colours) => colours.length))))
      })

      test.describe('on a 320-px phone', () => {
        test.use({ viewport: { width: 320, height: 640 } })

        test('keeps the page within the screen; a long line scrolls its block, from the keyboard too', async ({ page }) => {
          await page.goto(path)
          const pre = textColumn(page).locator('pre')
          await expect(pre).toHaveCount(codeBlocks)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
          for (const block of await pre.all()) {
            const { scrollWidth, clientWidth } = await block.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
            if (scrollWidth <= clientWidth) continue
            await expect(block).toHaveAttribute('tabindex', '0')
            await block.focus()
            await page.keyboard.press('ArrowRight')
            await expect.poll(() => block.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
            expect(await page.evaluate(() => scrollX)).toBe(0)
          }
        })
      })
    }

    if (footnotes > 0) {
      test('leads from a footnote’s number to its note and back, by click and by keyboard', async ({ page }) => {
        await page.goto(path)
        const notes = page.getByRole('region', { name: words.text.notes, exact: true }).getByRole('listitem')
        await expect(notes).toHaveCount(footnotes)
        const call = textColumn(page).locator('sup').getByRole('link').first()
        const note = notes.first()
        await call.click()
        await expect(page).toHaveURL(/#fn1$/)
        await expectRestsUnderTheBar(page, note)
        await note.getByRole('link', { name: words.text.backToNote(1, 1), exact: true }).click()
        await expect(page).toHaveURL(/#fnref1$/)
        await expectRestsUnderTheBar(page, call)
        // From the keyboard: Enter on the number, then Tab goes on from the note.
        await call.focus()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/#fn1$/)
        await page.keyboard.press('Tab')
        await expect(note.locator(':focus')).toHaveCount(1)
      })
    }

    if (tasks.length > 0) {
      test('shows its tasks as ticked or empty boxes, and says which are done', async ({ page }) => {
        await page.goto(path)
        const items = textColumn(page).getByRole('listitem').filter({ hasText: new RegExp(`^(${escapeRegExp(words.text.done)}|${escapeRegExp(words.text.toDo)}) `) })
        await expect(items).toHaveCount(tasks.length)
        const said = await items.evaluateAll((elements, done) => elements.map((element) => element.textContent?.startsWith(`${done} `)), words.text.done)
        expect(said).toEqual(tasks)
        // Nothing that looks as if it took a click: the boxes are drawn, not form fields.
        await expect(textColumn(page).getByRole('checkbox')).toHaveCount(0)
        const boxes = await items.evaluateAll((elements) => elements.map((element) => getComputedStyle(element, '::before').backgroundColor))
        expect(new Set(boxes.filter((_, index) => tasks[index])).size, 'every ticked box alike').toBeLessThanOrEqual(1)
        for (const [index, done] of tasks.entries()) {
          if (!done) expect(boxes[index], 'an empty box shows the page through it').toBe('rgba(0, 0, 0, 0)')
          else expect(boxes[index], 'a ticked box is filled').not.toBe('rgba(0, 0, 0, 0)')
        }
      })
    }

    if (photos > 0) {
      test.describe('on the widest screen', () => {
        test.use({ viewport: { width: 2560, height: 1440 } })

        test('shows each photo of the text at its size, lazily, in renditions no wider than twice its column', async ({ page }) => {
          await page.goto(path)
          const column = (await textColumn(page).boundingBox())?.width ?? 0
          expect(await expectTextPhotosSized(page, column)).toBe(photos)
        })
      })
    }
  })
}
