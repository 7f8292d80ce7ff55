import { describe, expect, it } from 'vitest'
import { absoluteUrl, escapeHtml, headTags, previewImagePath, renderHeadTags } from './headTags'
import { fixtureProject } from './contentFixtures'
import { pageMeta } from './pageMeta'

const root = { siteUrl: 'https://me.dev', basePath: '/' }
const sub = { siteUrl: 'https://me.github.io', basePath: '/portfolio/' }

describe('absoluteUrl', () => {
  it('joins origin, base path and path', () => {
    expect(absoluteUrl(root, '/')).toBe('https://me.dev/')
    expect(absoluteUrl(root, '/project/1')).toBe('https://me.dev/project/1')
    expect(absoluteUrl(sub, '/')).toBe('https://me.github.io/portfolio/')
    expect(absoluteUrl(sub, 'og/home.png')).toBe('https://me.github.io/portfolio/og/home.png')
  })
})

describe('headTags', () => {
  const project = fixtureProject('1')
  const tags = headTags(pageMeta('/project/1', project), sub, 'Site')
  const content = (name: string) => tags.find((t) => t.kind === 'meta' && t.name === name)

  it('points canonical, og:url and the images at the public URL under the base path', () => {
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://me.github.io/portfolio/project/1' })
    expect(content('og:url')).toMatchObject({ key: 'property', content: 'https://me.github.io/portfolio/project/1' })
    expect(content('og:image')).toMatchObject({ content: 'https://me.github.io/portfolio/og/project-1.png' })
    expect(content('twitter:image')).toMatchObject({ key: 'name', content: 'https://me.github.io/portfolio/og/project-1.png' })
  })

  it('escapes a space or an accent of an id in the preview image\'s address, which the file keeps', () => {
    const meta = pageMeta('/project/My%20Café', fixtureProject('My Café'))
    const image = headTags(meta, sub, 'Site').find((t) => t.kind === 'meta' && t.name === 'og:image')
    expect(image).toMatchObject({ content: 'https://me.github.io/portfolio/og/project-My%20Caf%C3%A9.png' })
    expect(previewImagePath(meta)).toBe('og/project-My Café.png')
  })

  it('carries the title and description to Open Graph and the Twitter card', () => {
    const meta = pageMeta('/project/1', project)
    expect(tags[0]).toEqual({ kind: 'title', text: meta.title })
    for (const name of ['og:title', 'twitter:title']) expect(content(name)).toMatchObject({ content: meta.title })
    for (const name of ['description', 'og:description', 'twitter:description']) {
      expect(content(name)).toMatchObject({ content: meta.description })
    }
    expect(content('twitter:card')).toMatchObject({ content: 'summary_large_image' })
    expect(content('og:type')).toMatchObject({ content: 'article' })
  })

  it('keeps not-found views out of search results', () => {
    expect(headTags(pageMeta('/project/999'), root, 'Site')).toContainEqual({
      kind: 'meta', key: 'name', name: 'robots', content: 'noindex',
    })
  })
})

describe('renderHeadTags', () => {
  it('writes escaped HTML', () => {
    const html = renderHeadTags([
      { kind: 'title', text: 'A & <B>' },
      { kind: 'meta', key: 'property', name: 'og:title', content: 'say "hi"' },
      { kind: 'link', rel: 'canonical', href: 'https://me.dev/?a=1&b=2' },
    ])
    expect(html).toBe(
      '<title>A &amp; &lt;B&gt;</title>\n    <meta property="og:title" content="say &quot;hi&quot;" />\n    <link rel="canonical" href="https://me.dev/?a=1&amp;b=2" />',
    )
  })

  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href='x'>&"`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;')
  })
})
