/** A downloaded web font's @font-face in a built page's styles: its file's name and the characters it serves. */
export interface DownloadedFace {
  readonly file: string
  /** Its `unicode-range` ("U+0000-00FF, U+0131"). */
  readonly range: string
}

/** The file and the unicode-range of an `@font-face { … }` rule with a `url(…)`. */
export function downloadedFace(rule: string): DownloadedFace {
  return {
    file: /url\(["']?[^)"']*\/([^/)"']+)["']?\)/.exec(rule)?.[1] ?? '',
    range: /unicode-range:\s*([^;}]+)/.exec(rule)?.[1]?.trim() ?? '',
  }
}

/** Whether a code point is in a CSS unicode-range: code points and spans of them, "U+0370-03FF, U+1F00". */
export function inUnicodeRange(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((span) => span.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)))
  return (codePoint) => spans.some(([from = NaN, to = from]) => codePoint >= from && codePoint <= to)
}
