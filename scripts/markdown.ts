// Markdown to HTML at build time, for the journey articles (docs/content.md). Raw HTML in the
// Markdown is shown as text, never run; links to other sites open in a new tab without a handle on
// this one; headings start at h2, under the page's own h1.
import MarkdownIt from 'markdown-it'

const markdown = new MarkdownIt({ html: false, typographer: true })

/** A link to another site: an absolute http(s) URL. Links inside the site start with `/` or `#`. */
const isExternal = (href: string) => /^https?:\/\//i.test(href)

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]
  if (token && isExternal(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
    token.meta = { external: true }
  }
  return self.renderToken(tokens, index, options)
}

markdown.renderer.rules.link_close = (tokens, index, options, _env, self) => {
  // The matching opening token is the nearest link_open before this one at the same level.
  const level = tokens[index]?.level
  const open = tokens.slice(0, index).findLast((token) => token.type === 'link_open' && token.level === level)
  const hint = open?.meta?.external ? '<span class="visually-hidden"> (opens in a new tab)</span>' : ''
  return hint + self.renderToken(tokens, index, options)
}

for (const rule of ['heading_open', 'heading_close'] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index]
    if (token) token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`
    return self.renderToken(tokens, index, options)
  }
}

/** The HTML of a Markdown text. */
export function renderMarkdown(text: string): string {
  return markdown.render(text)
}
