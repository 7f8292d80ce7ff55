import type { Plugin } from 'vite'

/**
 * Preloads the given web-font files from every built page, so the text's own faces arrive with the
 * HTML instead of after the CSS has been parsed (no swap after first paint, no layout shift).
 * `files` are the fonts' source file names; the hashed names come from the bundle.
 */
export function fontPreload(files: readonly string[]): Plugin {
  let base = '/'
  return {
    name: 'font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        return files.map((file) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(`/${file}`)),
          )
          if (!asset) throw new Error(`font-preload: ${file} is not in the bundle`)
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          }
        })
      },
    },
  }
}
