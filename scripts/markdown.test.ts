import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('splits paragraphs on blank lines and renders emphasis, lists and links', () => {
    const html = renderMarkdown('First *idea*.\n\n- one\n- two\n\nSee [the docs](/project/1).')
    expect(html).toBe('<p>First <em>idea</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>See <a href="/project/1">the docs</a>.</p>\n')
  })

  it('shows raw HTML as text, so a script in an article never runs', () => {
    const html = renderMarkdown('Before <script>alert(1)</script> after\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('opens links to other sites in a new tab without a handle on this one, and says so', () => {
    expect(renderMarkdown('[Paper](https://arxiv.org/abs/1706.03762)')).toBe(
      '<p><a href="https://arxiv.org/abs/1706.03762" target="_blank" rel="noopener noreferrer">Paper<span class="visually-hidden"> (opens in a new tab)</span></a></p>\n',
    )
  })

  it('drops links that would run code', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href')
  })

  it('starts headings at h2, under the page title', () => {
    expect(renderMarkdown('# What we built\n\n### Details')).toBe('<h2>What we built</h2>\n<h4>Details</h4>\n')
  })
})
