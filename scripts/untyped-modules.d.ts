// Declarations for the packages the build and the tests use that ship no types: the parts used.

declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2'
      /** Leave out the glyphs reached only through layout features (ligatures, alternates). */
      noLayoutClosure?: boolean
      /** Keep every glyph (`text` empty): an instance of a variable font, not a subset. */
      keepAllGlyphs?: boolean
      /** Pin an axis to one value, or cut it to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    },
  ): Promise<Buffer>
}

declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
}

declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it'
  export default function footnote(md: MarkdownIt): void
}
