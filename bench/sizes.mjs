// What a page costs as content grows: the scripts every page runs before it is interactive, the home
// page's HTML and data, an article's HTML and data, gzipped at level 9 as a static host serves them.
// Measured on the owner's content and, with --sample N, on the site with N generated articles beside it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startScriptsGzip } from '../scripts/startScripts.mjs'

/** @param {string} file */
const gzip = (file) => (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : undefined)

/**
 * @typedef {object} SiteSizes
 * @property {number} articles journey articles built
 * @property {string} article the article measured: the last one
 * @property {number} startScripts
 * @property {number | undefined} homeHtml
 * @property {number | undefined} homeData
 * @property {number | undefined} articleHtml
 * @property {number | undefined} articleData
 */

/**
 * @param {string} site a built site's folder
 * @returns {SiteSizes}
 */
export function siteSizes(site) {
  // Its articles' files, not the folder of the categories' lists.
  const files = readdirSync(join(site, 'data/experience')).filter((file) => file.endsWith('.json'))
  const ids = files.map((file) => file.replace(/\.json$/, ''))
  const article = ids.find((id) => id === `sample-${ids.length - 4}`) ?? ids.at(-1) ?? ''
  return {
    articles: ids.length,
    article: `/experience/${article}`,
    startScripts: startScriptsGzip(site),
    homeHtml: gzip(join(site, 'index.html')),
    homeData: gzip(join(site, 'data/home.json')),
    articleHtml: gzip(join(site, 'experience', article, 'index.html')),
    articleData: gzip(join(site, 'data/experience', `${article}.json`)),
  }
}
