/** A downloaded web font's @font-face in a built page's styles: its file's name, family and the characters it serves. */
export interface DownloadedFace {
  readonly file: string
  readonly family: string
  /** Its `unicode-range` ("U+0000-00FF, U+0131"). */
  readonly range: string
}

/** The `@font-face { … }` rules of a built page's inline styles. */
export function fontFaceRules(html: string): string[] {
  const css = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, style]) => style).join('\n')
  return css.match(/@font-face\s*{[^}]*}/g) ?? []
}

/** The file, family and unicode-range of an `@font-face { … }` rule with a `url(…)`. */
function downloadedFace(rule: string): DownloadedFace {
  return {
    file: /url\(["']?[^)"']*\/([^/)"']+)["']?\)/.exec(rule)?.[1] ?? '',
    family: /font-family:\s*["']?([^;"'}]+?)["']?\s*;/.exec(rule)?.[1] ?? '',
    range: /unicode-range:\s*([^;}]+)/.exec(rule)?.[1]?.trim() ?? '',
  }
}

/** A built page's downloaded faces, one per rule: faces cut to the same glyphs share their file. */
export function downloadedFaces(html: string): DownloadedFace[] {
  return fontFaceRules(html).filter((rule) => rule.includes('url(')).map(downloadedFace)
}

/** Whether a code point is in a CSS unicode-range: code points and spans of them, "U+0370-03FF, U+1F00". */
export function inUnicodeRange(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((span) => span.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)))
  return (codePoint) => spans.some(([from = NaN, to = from]) => codePoint >= from && codePoint <= to)
}
