import { expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap'

it('lists every URL in a sitemap, escaped', () => {
  const xml = sitemapXml(['https://me.dev/', 'https://me.dev/certificate/a&b'])
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  expect(xml).toContain('<url><loc>https://me.dev/</loc></url>')
  expect(xml).toContain('<url><loc>https://me.dev/certificate/a&amp;b</loc></url>')
  expect(xml.match(/<url>/g)).toHaveLength(2)
})

it('points robots.txt at the sitemap', () => {
  expect(robotsTxt('https://me.dev/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://me.dev/sitemap.xml\n')
})
