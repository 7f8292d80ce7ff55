import { characters } from './characters'
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
 * The fonts the build draws a card in (`scripts/drawnImages.mjs`): their families, in the order a
 * text's family is chosen from, whether a family has a letter for every character of a text, and
 * how wide a text comes out in a family, in pixels.
 */
export interface CardFonts {
  readonly families: readonly [string, ...string[]]
  has(family: string, text: string): boolean
  width(text: string, family: string, size: number, weight: 400 | 700): number
}

/**
 * The family `text` is set in: the one that has letters for most of its characters, `preferred`
 * first and then the families in their order where several have as many. A text is set in one
 * family where it can be, so that it is shaped whole in the weight asked for; what that family lacks
 * (an emoji) is set in runs of another (`runsOf`).
 */
export function familyOf(text: string, fonts: CardFonts, preferred?: string): string {
  const shown = characters(text)
  const candidates = preferred === undefined ? fonts.families : [preferred, ...fonts.families]
  const had = candidates.map((family) => shown.filter((character) => fonts.has(family, character)).length)
  return candidates[had.indexOf(Math.max(...had))] ?? fonts.families[0]
}

/** A stretch of a line set in one family. */
interface Run {
  text: string
  family: string
}

/**
 * A line of a text set in `family`, as runs of one family each: a character the family has no letter
 * for (an emoji) in a family that has, so that the card draws it and measures it as drawn.
 */
function runsOf(line: string, family: string, fonts: CardFonts): Run[] {
  if (fonts.has(family, line)) return [{ text: line, family }]
  const runs: Run[] = []
  for (const character of characters(line)) {
    const own = familyOf(character, fonts, family)
    const last = runs.at(-1)
    if (last?.family === own) last.text += character
    else runs.push({ text: character, family: own })
  }
  return runs
}

/** A run of a line as the card places it: its letters, measured in its family, and the widths of the spaces at its ends in the text's. */
interface Piece {
  core: string
  family: string
  start: number
  width: number
  end: number
}

/** The runs of `line` of a text set in `family`, measured as the card draws them. */
function piecesOf(line: string, family: string, size: number, weight: 400 | 700, fonts: CardFonts): Piece[] {
  const spaces = (text: string) => (text === '' ? 0 : fonts.width(text, family, size, weight))
  return runsOf(line, family, fonts).map(({ text, family: own }) => {
    const [, start = '', core = '', end = ''] = /^(\s*)(.*?)(\s*)$/su.exec(text) ?? []
    return { core, family: own, start: spaces(start), width: fonts.width(core, own, size, weight), end: spaces(end) }
  })
}

/** How wide a line of these pieces is drawn, in pixels. */
const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.start + piece.width + piece.end, 0)

/** The longest start of `text`, by the characters a reader sees, that `fits`; at least its first character. */
function longestStart(text: string, fits: (line: string) => boolean): string {
  const shown = characters(text)
  let length = shown.length
  while (length > 1 && !fits(shown.slice(0, length).join(''))) length--
  return shown.slice(0, length).join('')
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

/**
 * Faint columns of the owner's letters at the card's far side, echoing the site's background; a
 * letter the card's first family has not (an emoji) in the family that has it.
 */
function letterRain(seed: string, letters: string, mirrored: boolean, width: number, fonts: CardFonts): string {
  // Whole characters, so that an emoji of two UTF-16 units (or several code points) falls as one.
  const named = characters(letters.replace(/\s+/g, '').toUpperCase())
  // Each letter with the family attribute it is drawn with, found once, not once a cell.
  const glyphs = (named.length > 0 ? named : ['X']).map((glyph) => {
    const family = familyOf(glyph, fonts)
    return { glyph, font: family === fonts.families[0] ? '' : ` font-family="${family}"` }
  })
  const cells: string[] = []
  for (let column = 0; column < 16; column++) {
    const start = 620 + column * 36
    const x = mirrored ? width - start - RAIN_GLYPH : start
    const head = hash(`${seed}:${column}`) % 22
    for (let row = 0; row < 20; row++) {
      const age = (head - row + 22) % 22
      if (age > 9) continue
      const { glyph, font } = glyphs[hash(`${seed}:${column}:${row}`) % glyphs.length] ?? { glyph: 'X', font: '' }
      const opacity = age === 0 ? 0.55 : 0.32 - age * 0.03
      cells.push(`<text x="${x}" y="${24 + row * 32}" fill-opacity="${opacity.toFixed(2)}"${font}>${escapeHtml(glyph)}</text>`)
    }
  }
  return `<g fill="${COLORS.accent}" font-size="${RAIN_SIZE}">${cells.join('')}</g>`
}

/** A text of the card: the family that has its letters, its size and weight, and its lines. */
interface SetText {
  text: string
  family: string
  size: number
  weight: 400 | 700
  lines: readonly string[]
}

/** Where a text's lines stand: `x` at the side `anchor` names, the first line's baseline at `y`. */
interface Place {
  x: number
  y: number
  lineHeight: number
  anchor: 'start' | 'end'
}

/**
 * A line of a text, at `y`. A line of one family is one chunk, anchored at `place`. A line with a
 * run in another family (an emoji) is a chunk a run, each placed at the left edge the runs before it
 * leave, measured; from the right for a text written from the right. resvg draws an emoji of several
 * code points (a joined one, a flag) only in a chunk of its own (linebender/resvg#861): in a chunk of
 * mixed families it drops the whole line. The spaces at a run's ends are left between the chunks,
 * as wide as the text's family sets them: at a chunk's end a space would stand at the side resvg's
 * paragraph ends, the right, whichever way its text is written.
 */
function cardLine(line: string, { family, size, weight }: SetText, place: Place, y: number, fonts: CardFonts, rtl: boolean): string {
  const embedded = (text: string) => (rtl ? `\u202B${escapeHtml(text)}\u202C` : escapeHtml(text))
  const measured = piecesOf(line, family, size, weight, fonts)
  if (measured.length === 1 && measured[0]?.family === family) return `<tspan x="${place.x}" y="${y}">${embedded(line)}</tspan>`
  const pieces = measured.map((piece) =>
    // Seen from the left, a run written from the right ends where it starts.
    rtl ? { ...piece, before: piece.end, after: piece.start } : { ...piece, before: piece.start, after: piece.end },
  )
  let left = place.x - (place.anchor === 'end' ? widthOf(measured) : 0)
  const chunks: string[] = []
  for (const piece of rtl ? pieces.reverse() : pieces) {
    left += piece.before
    // A run of no letter (emoji) is set in the line's order by hand: from the right on such a line.
    const text = /\p{L}/u.test(piece.core) ? embedded(piece.core) : escapeHtml(rtl ? characters(piece.core).reverse().join('') : piece.core)
    const font = piece.family === family ? '' : ` font-family="${piece.family}"`
    if (piece.core !== '') chunks.push(`<tspan x="${Number(left.toFixed(2))}" y="${y}" text-anchor="start"${font}>${text}</tspan>`)
    left += piece.width + piece.after
  }
  return chunks.join('')
}

/**
 * A text of the card, in the family that has its letters (an emoji in one of its own), its lines
 * anchored at the card's start side (`x`, `anchor`). A text written from the right is embedded as
 * such (U+202B … U+202C), so that its words, numbers and full stop are ordered from the right, as
 * `dir="rtl"` orders them on a page.
 */
function cardText(text: SetText, place: Place, attributes: string, fonts: CardFonts): string {
  const rtl = directionOfText(text.text) === 'rtl'
  const lines = text.lines.map((line, i) => cardLine(line, text, place, place.y + i * place.lineHeight, fonts, rtl))
  return `<text font-family="${text.family}" font-size="${text.size}"${text.weight === 700 ? ' font-weight="700"' : ''} text-anchor="${place.anchor}" ${attributes}>${lines.join('')}</text>`
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
  const [startAnchor, endAnchor] = mirrored ? (['end', 'start'] as const) : (['start', 'end'] as const)
  const wrapped = (text: string, size: number, weight: 400 | 700, maxLines: number): SetText => {
    const family = familyOf(text, fonts)
    return { text, family, size, weight, lines: wrapLines(text, (line) => widthOf(piecesOf(line, family, size, weight, fonts)) <= width - 2 * MARGIN, maxLines) }
  }
  const headingSize = 60
  const heading = wrapped(card.heading, headingSize, 700, 3)
  const textSize = 28
  const textTop = 250 + heading.lines.length * 72
  const text = wrapped(card.text, textSize, 400, Math.max(1, Math.floor((520 - textTop) / 40) + 1))
  const at = (y: number, lineHeight = 0): Place => ({ x: start, y, lineHeight, anchor: startAnchor })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${familyOf('', fonts)}">
  <defs>
    <linearGradient id="fade" x1="${mirrored ? 1 : 0}" x2="${mirrored ? 0 : 1}" y1="0" y2="0">
      <stop offset="0.45" stop-color="${COLORS.bg}" stop-opacity="1"/>
      <stop offset="1" stop-color="${COLORS.bg}" stop-opacity="0.2"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${COLORS.bg}"/>
  ${letterRain(card.slug, owner.name, mirrored, width, fonts)}
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <rect x="${mirrored ? width - MARGIN - 64 : MARGIN}" y="${MARGIN}" width="64" height="6" fill="${COLORS.accent}"/>
  ${cardText({ text: card.eyebrow, family: familyOf(card.eyebrow, fonts), size: 30, weight: 400, lines: [card.eyebrow] }, at(150), `fill="${COLORS.accent}"`, fonts)}
  ${cardText(heading, at(232, 72), `fill="${COLORS.text}"`, fonts)}
  ${cardText(text, at(textTop, 40), `fill="${COLORS.muted}"`, fonts)}
  <text x="${start}" y="${height - 60}" font-size="28" font-weight="700" fill="${COLORS.accent}" text-anchor="${startAnchor}">~/${escapeHtml(owner.brand)}</text>
  <text x="${end}" y="${height - 60}" font-size="24" fill="${COLORS.muted}" text-anchor="${endAnchor}">${escapeHtml(host)}</text>
</svg>
`
}
