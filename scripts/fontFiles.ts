/**
 * The latin faces of headings and the brand (JetBrains Mono) and of the body (Inter): the only
 * subsets the site's text uses (each @font-face has its unicode-range, so no other is fetched). The
 * build cuts them down further (scripts/subsetFonts.ts) and preloads them in this order: the intro's
 * heading, the page's largest text, is set in JetBrains Mono.
 */
export const FONT_FILES = [
  '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
] as const
