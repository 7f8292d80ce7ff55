import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import type { Page } from '@playwright/test'
import { FONT_FILES } from '../../scripts/fontFiles'
import { charactersOf, LAYOUT_FEATURES, siteText, subsetFace } from '../../scripts/subsetFonts'
import { FONT_WEIGHTS } from '../../src/styles/fontWeights'
import { expect, test } from './fixtures'

/*
 * The build keeps only some of the fonts' layout features (LAYOUT_FEATURES). The site's own words,
 * as its source writes them, set in each face at every weight the site uses, must come out pixel for
 * pixel as they do with every feature kept.
 */

const require = createRequire(import.meta.url)
const WEIGHTS = Array.from({ length: (FONT_WEIGHTS.max - FONT_WEIGHTS.min) / 100 + 1 }, (_, step) => FONT_WEIGHTS.min + step * 100)

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

/**
 * `text` set in `face` at each weight, as a screenshot of the whole page: lines filled to the page's
 * width, as the screenshot's time goes with the area it covers.
 */
async function specimen(page: Page, face: Uint8Array, text: string) {
  const paragraphs = WEIGHTS.map((weight) => `<p style="font-weight:${weight}">${escapeHtml(text)}</p>`).join('')
  await page.setContent(
    `<style>@font-face{font-family:Specimen;src:url(data:font/woff2;base64,${Buffer.from(face).toString('base64')}) format("woff2");font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}}` +
      `body{margin:8px;background:#fff;color:#000;font:16px/1.4 Specimen;width:1200px}</style>${paragraphs}`,
  )
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => [...document.fonts].map((font) => font.status))).toEqual(['loaded'])
  return page.screenshot({ fullPage: true })
}

test.use({ viewport: { width: 1216, height: 800 } })

let siteTextRead: Promise<string> | undefined
/**
 * The site's text, read once for every comparison of a test file's run, each of its words once:
 * the features at stake act between the letters, digits and marks of a word (kerning pairs,
 * contextual forms), and a space still stands at each word's edges. Its length then grows with
 * the owner's vocabulary, not with every article they add.
 */
const siteTextOnce = () => (siteTextRead ??= siteText(process.cwd()).then((text) => [...new Set(text.split(/\s+/))].join(' ')))

/** A face of `file` cut to the site's characters with the given features (all if none given). */
async function cut(file: string, features?: readonly string[]) {
  return subsetFace(readFileSync(require.resolve(file)), charactersOf(await siteTextOnce()), FONT_WEIGHTS, features)
}

for (const file of FONT_FILES) {
  test(`${basename(file)} draws the site's text with the kept layout features as with all of them`, async ({ page }) => {
    test.slow()
    const [text, kept, all] = [await siteTextOnce(), await cut(file, LAYOUT_FEATURES), await cut(file)]
    expect(kept.length, 'bytes with the kept features').toBeLessThan(all.length)
    expect((await specimen(page, kept, text)).equals(await specimen(page, all, text)), 'the same pixels').toBe(true)
  })
}

test('the comparison sees a lost feature: Inter without kerning draws the site\'s text differently', async ({ page }) => {
  test.slow()
  const inter = FONT_FILES.find((file) => file.includes('/inter/')) ?? ''
  const text = await siteTextOnce()
  const [kept, unkerned] = [await cut(inter, LAYOUT_FEATURES), await cut(inter, LAYOUT_FEATURES.filter((feature) => feature !== 'kern'))]
  expect((await specimen(page, unkerned, text)).equals(await specimen(page, kept, text))).toBe(false)
})
