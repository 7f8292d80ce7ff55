import type { Plugin } from 'vite'

const HTML_LANG = /<html lang="[^"]*">/

/** The page template with its `<html>` element's language set to `tag`. */
export function withLanguage(html: string, tag: string): string {
  if (!HTML_LANG.test(html)) throw new Error('page-language: index.html must open with <html lang="…">')
  return html.replace(HTML_LANG, `<html lang="${tag}">`)
}

/**
 * Gives every page, built or served by the dev server, the content's language (SITE_LANGUAGE,
 * already checked by src/lib/languageTag.ts): the prerendered pages are written from the built
 * template, so they carry it too.
 */
export function pageLanguage(tag: string): Plugin {
  return {
    name: 'page-language',
    transformIndexHtml: { order: 'pre', handler: (html) => withLanguage(html, tag) },
  }
}
