import type { Plugin } from 'vite'
import { textDirection } from '../src/lib/textDirection.ts'

const HTML_LANG = /<html lang="[^"]*">/

/**
 * The page template with its `<html>` element's language set to `tag`, and its direction where that
 * language is written from the right (`ar`, `he`, `fa`, `ur`…), so that the whole page is laid out
 * from there.
 */
export function withLanguage(html: string, tag: string): string {
  if (!HTML_LANG.test(html)) throw new Error('page-language: index.html must open with <html lang="…">')
  const direction = textDirection(tag) === 'rtl' ? ' dir="rtl"' : ''
  return html.replace(HTML_LANG, `<html lang="${tag}"${direction}>`)
}

/**
 * Gives every page, built or served by the dev server, the content's language (SITE_LANGUAGE,
 * already checked by src/lib/languageTag.ts) and its direction: the prerendered pages are written
 * from the built template, so they carry them too.
 */
export function pageLanguage(tag: string): Plugin {
  return {
    name: 'page-language',
    transformIndexHtml: { order: 'pre', handler: (html) => withLanguage(html, tag) },
  }
}
