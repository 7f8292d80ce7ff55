import { escapeHtml, PREVIEW_SIZE } from './headTags'
import type { PreviewCard } from './pageMeta'
import { directionOfText, siteDirection, textDirection } from './textDirection'

/** Colours of src/styles/tokens.css; the card is rasterised at build time, outside any stylesheet. */
const COLORS = { bg: '#000000', text: '#e6f2ea', muted: '#a9c4b4', accent: '#4ade80' } as const
const MARGIN = 80
/** The rain's letters: their size, and the width of one (JetBrains Mono's advance, 0.6 em). */
const RAIN_SIZE = 24
const RAIN_GLYPH = RAIN_SIZE * 0.6

/**
 * The fonts the build draws a card in (`scripts/drawnImages.mjs`): the family a text is set in, and
 * how wide a text comes out in a family, in pixels.
 */
export interface CardFonts {
  familyOf(text: string): string
  width(text: string, family: string, size: number, weight: 400 | 700): number
}

/** The longest start of `text`, by characters, that `fits`; at least its first character. */
function longestStart(text: string, fits: (line: string) => boolean): string {
  const characters = [...text]
  let length = characters.length
  while (length > 1 && !fits(characters.slice(0, length).join(''))) length--
  return characters.slice(0, length).join('')
}

/**
 * Greedy word wrap into at most `maxLines` lines that each `fits`; overflow ends the last line with
 * an ellipsis, and a word longer than a line is cut.
 */
export function wrapLines(text: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = fits(word) ? word : longestStart(word, fits)
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  const shortened = (start: string) => `${start.trimEnd()}…`
  kept[maxLines - 1] = shortened(longestStart(kept[maxLines - 1] ?? '', (start) => fits(shortened(start))))
  return kept
}

/** A small deterministic hash, so each page's letter rain differs but every build draws the same. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Faint columns of the owner's letters at the card's far side, echoing the site's background. */
function letterRain(seed: string, letters: string, mirrored: boolean, width: number): string {
  const glyphs = letters.replace(/\s+/g, '').toUpperCase() || 'X'
  const cells: string[] = []
  for (let column = 0; column < 16; column++) {
    const start = 620 + column * 36
    const x = mirrored ? width - start - RAIN_GLYPH : start
    const head = hash(`${seed}:${column}`) % 22
    for (let row = 0; row < 20; row++) {
      const age = (head - row + 22) % 22
      if (age > 9) continue
      const glyph = glyphs[hash(`${seed}:${column}:${row}`) % glyphs.length]
      const opacity = age === 0 ? 0.55 : 0.32 - age * 0.03
      cells.push(`<text x="${x}" y="${24 + row * 32}" fill-opacity="${opacity.toFixed(2)}">${escapeHtml(glyph ?? 'X')}</text>`)
    }
  }
  return `<g fill="${COLORS.accent}" font-size="${RAIN_SIZE}">${cells.join('')}</g>`
}

/** A text of the card: the family that has its letters, and its lines. */
interface SetText {
  text: string
  family: string
  lines: readonly string[]
}

/**
 * A text of the card, in the family that has its letters, its lines anchored at the card's start
 * side (`x`, `anchor`). A text written from the right is embedded as such (U+202B … U+202C), so that
 * its words, numbers and full stop are ordered from the right, as `dir="rtl"` orders them on a page.
 */
function cardText({ text, family, lines }: SetText, place: { x: number; y: number; lineHeight: number; anchor: string }, attributes: string): string {
  const [open, close] = directionOfText(text) === 'rtl' ? ['\u202B', '\u202C'] : ['', '']
  const tspans = lines.map((line, i) => `<tspan x="${place.x}" y="${place.y + i * place.lineHeight}">${escapeHtml(`${open}${line}${close}`)}</tspan>`)
  return `<text font-family="${family}" text-anchor="${place.anchor}" ${attributes}>${tspans.join('')}</text>`
}

/**
 * The 1200×630 link-preview image of a page, as SVG (the build rasterises it to PNG). Its lines are
 * wrapped at the widths `fonts` measure. A card is laid out in the direction of its page's language
 * (the entry's, or the site's): from the right, its text stands at the right and the rain at the left.
 */
export function previewSvg(card: PreviewCard, owner: { name: string; brand: string }, host: string, fonts: CardFonts): string {
  const { width, height } = PREVIEW_SIZE
  const mirrored = (card.language === undefined ? siteDirection() : textDirection(card.language)) === 'rtl'
  const [start, end] = mirrored ? [width - MARGIN, MARGIN] : [MARGIN, width - MARGIN]
  const [startAnchor, endAnchor] = mirrored ? ['end', 'start'] : ['start', 'end']
  const wrapped = (text: string, size: number, weight: 400 | 700, maxLines: number): SetText => {
    const family = fonts.familyOf(text)
    return { text, family, lines: wrapLines(text, (line) => fonts.width(line, family, size, weight) <= width - 2 * MARGIN, maxLines) }
  }
  const headingSize = 60
  const heading = wrapped(card.heading, headingSize, 700, 3)
  const textSize = 28
  const textTop = 250 + heading.lines.length * 72
  const text = wrapped(card.text, textSize, 400, Math.max(1, Math.floor((520 - textTop) / 40) + 1))
  const at = (y: number, lineHeight = 0) => ({ x: start, y, lineHeight, anchor: startAnchor })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${fonts.familyOf('')}">
  <defs>
    <linearGradient id="fade" x1="${mirrored ? 1 : 0}" x2="${mirrored ? 0 : 1}" y1="0" y2="0">
      <stop offset="0.45" stop-color="${COLORS.bg}" stop-opacity="1"/>
      <stop offset="1" stop-color="${COLORS.bg}" stop-opacity="0.2"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${COLORS.bg}"/>
  ${letterRain(card.slug, owner.name, mirrored, width)}
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <rect x="${mirrored ? width - MARGIN - 64 : MARGIN}" y="${MARGIN}" width="64" height="6" fill="${COLORS.accent}"/>
  ${cardText({ text: card.eyebrow, family: fonts.familyOf(card.eyebrow), lines: [card.eyebrow] }, at(150), `font-size="30" fill="${COLORS.accent}"`)}
  ${cardText(heading, at(232, 72), `font-size="${headingSize}" font-weight="700" fill="${COLORS.text}"`)}
  ${cardText(text, at(textTop, 40), `font-size="${textSize}" fill="${COLORS.muted}"`)}
  <text x="${start}" y="${height - 60}" font-size="28" font-weight="700" fill="${COLORS.accent}" text-anchor="${startAnchor}">~/${escapeHtml(owner.brand)}</text>
  <text x="${end}" y="${height - 60}" font-size="24" fill="${COLORS.muted}" text-anchor="${endAnchor}">${escapeHtml(host)}</text>
</svg>
`
}
