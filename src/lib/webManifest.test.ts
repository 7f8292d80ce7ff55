import { expect, it } from 'vitest'
import { webManifest } from './webManifest'

it('starts, scopes and finds its icons under the base path', () => {
  const manifest = webManifest({ name: 'A B', shortName: 'a', description: 'd', lang: 'de-CH', basePath: '/portfolio/', color: '#000000' })
  expect(manifest).toMatchObject({ name: 'A B', short_name: 'a', lang: 'de-CH', start_url: '/portfolio/', scope: '/portfolio/' })
  expect(manifest.icons.map((i) => i.src)).toEqual([
    '/portfolio/icons/icon-192.png',
    '/portfolio/icons/icon-512.png',
    '/portfolio/favicon.svg',
  ])
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', 'any'])
})

it('says the direction its language is written in, for the installed app’s name and description', () => {
  const manifest = (lang: string) => webManifest({ name: 'A', shortName: 'a', description: 'd', lang, basePath: '/', color: '#000000' })
  expect(manifest('de-CH').dir).toBe('ltr')
  expect(manifest('fa').dir).toBe('rtl')
})
