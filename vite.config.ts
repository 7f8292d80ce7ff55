import { basename } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fontPreload } from './scripts/fontPreload.ts'
import { inlineCss } from './scripts/inlineCss.ts'
import { subsetFonts } from './scripts/subsetFonts.ts'
import { siteSettings } from './src/lib/siteSettings.ts'
import { FONT_WEIGHTS } from './src/styles/fontWeights.ts'

const { siteUrl, basePath } = siteSettings(process.env)

// The latin faces of headings and the brand (JetBrains Mono) and of the body (Inter): the only
// subsets the site's text uses (each @font-face has its unicode-range, so no other is fetched), cut
// down further to the characters the site's source writes as text and the weights its styles use
// (FONT_WEIGHTS), and preloaded in this order: the intro's heading, the page's largest text, is set
// in JetBrains Mono.
const FONTS = [
  '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
]

export default defineConfig({
  plugins: [
    react(),
    subsetFonts(FONTS, FONT_WEIGHTS),
    fontPreload(FONTS.map((font) => basename(font))),
    inlineCss(),
  ],
  // BASE_PATH becomes Vite's base, so every asset URL and import.meta.env.BASE_URL carry it.
  base: basePath,
  define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // The rain's worker is an ES module, so three.js stays in a chunk of its own that it loads only
  // once it has a WebGL context.
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
})
