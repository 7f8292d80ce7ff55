import { escapeHtml, PREVIEW_SIZE } from './headTags'
import type { PreviewCard } from './pageMeta'

/** Colours of src/styles/tokens.css; the card is rasterised at build time, outside any stylesheet. */
const COLORS = { bg: '#000000', text: '#e6f2ea', muted: '#a9c4b4', accent: '#4ade80' } as const
/** The card's one typeface (rasterised with JetBrains Mono); a monospace advance is 0.6 em, so lines can be measured in characters. */
const PREVIEW_FONT = 'JetBrains Mono'
const ADVANCE = 0.6
const MARGIN = 80

/**
 * Greedy word wrap into at most `maxLines` lines of at most `maxChars` characters; overflow ends the
 * last line with an ellipsis, and a word longer than a line is cut.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (candidate.length <= maxChars) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word.length > maxChars ? word.slice(0, maxChars) : word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  const last = kept[maxLines - 1] ?? ''
  kept[maxLines - 1] = `${last.length < maxChars ? last : last.slice(0, maxChars - 1).trimEnd()}…`
  return kept
}

/** A small deterministic hash, so each page's letter rain differs but every build draws the same. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Faint columns of the owner's letters on the right, echoing the site's background. */
function letterRain(seed: string, letters: string): string {
  const glyphs = letters.replace(/\s+/g, '').toUpperCase() || 'X'
  const cells: string[] = []
  for (let column = 0; column < 16; column++) {
    const x = 620 + column * 36
    const head = hash(`${seed}:${column}`) % 22
    for (let row = 0; row < 20; row++) {
      const age = (head - row + 22) % 22
      if (age > 9) continue
      const glyph = glyphs[hash(`${seed}:${column}:${row}`) % glyphs.length]
      const opacity = age === 0 ? 0.55 : 0.32 - age * 0.03
      cells.push(`<text x="${x}" y="${24 + row * 32}" fill-opacity="${opacity.toFixed(2)}">${escapeHtml(glyph ?? 'X')}</text>`)
    }
  }
  return `<g fill="${COLORS.accent}" font-size="24">${cells.join('')}</g>`
}

function textLines(lines: readonly string[], x: number, y: number, lineHeight: number): string {
  return lines.map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeHtml(line)}</tspan>`).join('')
}

/** The 1200×630 link-preview image of a page, as SVG (the build rasterises it to PNG). */
export function previewSvg(card: PreviewCard, owner: { name: string; brand: string }, host: string): string {
  const { width, height } = PREVIEW_SIZE
  const usable = width - 2 * MARGIN
  const headingSize = 60
  const heading = wrapLines(card.heading, Math.floor(usable / (headingSize * ADVANCE)), 3)
  const textSize = 28
  const textTop = 250 + heading.length * 72
  const text = wrapLines(card.text, Math.floor(usable / (textSize * ADVANCE)), Math.max(1, Math.floor((520 - textTop) / 40) + 1))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${PREVIEW_FONT}">
  <defs>
    <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0.45" stop-color="${COLORS.bg}" stop-opacity="1"/>
      <stop offset="1" stop-color="${COLORS.bg}" stop-opacity="0.2"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${COLORS.bg}"/>
  ${letterRain(card.slug, owner.name)}
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <rect x="${MARGIN}" y="${MARGIN}" width="64" height="6" fill="${COLORS.accent}"/>
  <text x="${MARGIN}" y="150" font-size="30" fill="${COLORS.accent}">${escapeHtml(card.eyebrow)}</text>
  <text font-size="${headingSize}" font-weight="700" fill="${COLORS.text}">${textLines(heading, MARGIN, 232, 72)}</text>
  <text font-size="${textSize}" fill="${COLORS.muted}">${textLines(text, MARGIN, textTop, 40)}</text>
  <text x="${MARGIN}" y="${height - 60}" font-size="28" font-weight="700" fill="${COLORS.accent}">~/${escapeHtml(owner.brand)}</text>
  <text x="${width - MARGIN}" y="${height - 60}" font-size="24" fill="${COLORS.muted}" text-anchor="end">${escapeHtml(host)}</text>
</svg>
`
}
