import { basename } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { appChunk } from './scripts/appChunk.ts'
import { fallbackFaces } from './scripts/fallbackFaces.ts'
import { FONT_FILES, fontFaceFiles } from './scripts/fontFiles.ts'
import { fontPreload } from './scripts/fontPreload.ts'
import { inlineCss } from './scripts/inlineCss.ts'
import { markdownEntries } from './scripts/markdownEntries.ts'
import { pageLanguage } from './scripts/pageLanguage.ts'
import { pictures } from './scripts/pictures.ts'
import { routeDataDev } from './scripts/routeDataDev.ts'
import { subsetFonts } from './scripts/subsetFonts.ts'
import { SITE_LANGUAGE, SITE_URL } from './src/content/owner.ts'
import { languageTag } from './src/lib/languageTag.ts'
import { siteSettings } from './src/lib/siteSettings.ts'
import { FONT_WEIGHTS } from './src/styles/fontWeights.ts'

const { siteUrl, basePath } = siteSettings(process.env, SITE_URL)
const app = appChunk()

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    // Every page's lang: the content's language, from src/content/owner.ts.
    pageLanguage(languageTag(SITE_LANGUAGE)),
    // The content's pictures, processed into renditions; the articles and projects in Markdown.
    pictures(),
    // The dev server shows drafts and posts dated after today, marked; a build, and the unit tests
    // (mode "test"), leave them out.
    markdownEntries({ unpublished: command === 'serve' && mode === 'development' ? 'show' : 'leave-out' }),
    // Each screen's data file, which the build writes, served by the dev server from the content.
    routeDataDev(),
    // Every face cut to the characters the site's source writes and the weights its styles use (FONT_WEIGHTS).
    subsetFonts(fontFaceFiles(), FONT_WEIGHTS),
    fontPreload(FONT_FILES.map((font) => basename(font))),
    // The system faces that stand in for the fonts until they arrive, sized to them.
    fallbackFaces(),
    inlineCss(),
    app.plugin,
  ],
  // BASE_PATH becomes Vite's base, so every asset URL and import.meta.env.BASE_URL carry it.
  base: basePath,
  define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // One stylesheet, inlined into every page's head (scripts/inlineCss.ts): the app's components
    // are in the chunk the entry starts later (src/main.tsx), and their styles must not wait for it.
    cssCodeSplit: false,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    // The app in one chunk (scripts/appChunk.ts).
    rolldownOptions: { output: app.output },
  },
  // The rain's worker is an ES module, so three.js stays in a chunk of its own that it loads only
  // once it has a WebGL context.
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // The build's checks read a whole project through its plugins, a second or two alone and past
    // Vitest's 5 s on a machine busy with other builds: a test's limit is for a hang, not for speed.
    testTimeout: 30_000,
  },
}))
