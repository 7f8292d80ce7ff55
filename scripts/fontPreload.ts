import type { Plugin } from 'vite'

const MODULE_SCRIPT = '<script type="module"'

/**
 * Preloads the given web-font files from every built page, so the text's own faces arrive with the
 * HTML instead of after the CSS has been parsed (no swap after first paint, no layout shift).
 * `files` are the fonts' source file names, in the order they are asked for; the hashed names come
 * from the bundle. The preloads stand before the app's script: the first paint waits for the fonts
 * and not for the script (the prerendered page paints without it), so on the page's one connection
 * the fonts go first, after the page's largest picture, which its head asks for before them.
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
      handler(html, { bundle }) {
        if (!bundle) return html
        const links = files.map((file) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(`/${file}`)),
          )
          if (!asset) throw new Error(`font-preload: ${file} is not in the bundle`)
          return `<link rel="preload" href="${base}${asset.fileName}" as="font" type="font/woff2" crossorigin>`
        })
        const script = html.indexOf(MODULE_SCRIPT)
        if (script === -1) throw new Error('font-preload: the page has no module script to stand before')
        return `${html.slice(0, script)}${links.join('\n    ')}\n    ${html.slice(script)}`
      },
    },
  }
}
