import { describe, expect, it, vi } from 'vitest'
import { SITE_LANGUAGE } from '../src/content/owner'
import { words } from '../src/content/words'
import { canonicalLanguageTag } from '../src/lib/languageTag'
import { codeHighlighting } from './highlightCode'
import { marksOf, PICTURE_MARK, renderMarkdown, typeset } from './markdown'

describe('renderMarkdown', () => {
  const html = (text: string) => renderMarkdown(text).html

  it('splits paragraphs on blank lines and renders emphasis, lists and links', () => {
    const rendered = html('First *idea*.\n\n- one\n- two\n\nSee [the docs](/project/1).')
    expect(rendered).toBe('<p>First <em>idea</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>See <a href="/project/1">the docs</a>.</p>\n')
  })

  it('shows raw HTML as text, so a script in an article never runs', () => {
    const rendered = html('Before <script>alert(1)</script> after\n\n<img src=x onerror=alert(1)>')
    expect(rendered).not.toMatch(/<script|<img/)
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('opens links to other sites in a new tab without a handle on this one, and says so', () => {
    expect(html('[Paper](https://arxiv.org/abs/1706.03762)')).toBe(
      `<p><a href="https://arxiv.org/abs/1706.03762" target="_blank" rel="noopener noreferrer">Paper<span class="visually-hidden"> ${words.site.newTab}</span></a></p>\n`,
    )
  })

  it('drops links that would run code', () => {
    expect(html('[x](javascript:alert(1))')).not.toContain('href')
  })

  it('starts headings at h2, under the page title', () => {
    expect(html('# What we built\n\n### Details')).toBe('<h2>What we built</h2>\n<h4>Details</h4>\n')
  })

  it('puts a table in a region of its own that the keyboard can scroll, its columns aligned as written', () => {
    const rendered = html('| Round | Time |\n| --- | ---: |\n| Final | 37.9 s |\n')
    expect(rendered.startsWith(`<div class="table-block" role="region" aria-label="${words.text.table}" tabindex="0"><table>\n<thead>`)).toBe(true)
    expect(rendered).toContain('<td style="text-align:right">37.9 s</td>')
    expect(rendered).toMatch(/<\/table><\/div>\n$/)
  })

  it('lists the links to this site’s pages with their line in the file, and puts the base path before them', () => {
    const text = 'See [the project](/project/1) and\n[my talk](https://example.com/talk), then\n[the contact](/#contact).'
    const { html: rendered, links } = renderMarkdown(text, { base: '/portfolio/', firstLine: 12 })
    expect(links).toEqual([
      { address: '/project/1', line: 12 },
      { address: '/#contact', line: 14 },
    ])
    expect(rendered).toContain('<a href="/portfolio/project/1">')
    expect(rendered).toContain('<a href="/portfolio/#contact">')
    expect(rendered).toContain('href="https://example.com/talk"')
  })

  it('lists a link with no scheme, which no page has, and leaves out those to a place on the page or to mail', () => {
    const text = 'My [slides](slides.example.org), [notes](notes.md), [above](#setup) and [mail](mailto:me@example.com).'
    expect(renderMarkdown(text, { firstLine: 3 }).links).toEqual([
      { address: 'slides.example.org', line: 3 },
      { address: 'notes.md', line: 3 },
    ])
  })
})

describe('the typography of a text and its title', () => {
  const quoted = `"Said" and 'asked'`
  const marked = (language: string) => {
    const [open, close, innerOpen, innerClose] = marksOf(language)
    return `${open}Said${close} and ${innerOpen}asked${innerClose}`
  }

  it('curls quotes into the marks of the language the text is written in', () => {
    expect(renderMarkdown(quoted, { language: 'de' }).html).toBe('<p>„Said“ and ‚asked‘</p>\n')
    expect(typeset(quoted, 'de')).toBe('„Said“ and ‚asked‘')
  })

  it('sets French with the spaces it keeps inside guillemets and before : ; ! ?, which a line does not break at', () => {
    const nbsp = '\u00A0'
    expect(typeset(quoted, 'fr')).toBe(`«${nbsp}Said${nbsp}» and «${nbsp}asked${nbsp}»`)
    expect(renderMarkdown('Consigne : "un *tour* complet" ! Et « déjà » ?', { language: 'fr-CA' }).html).toBe(
      `<p>Consigne${nbsp}: «${nbsp}un <em>tour</em> complet${nbsp}»${nbsp}! Et «${nbsp}déjà${nbsp}»${nbsp}?</p>\n`,
    )
    expect(renderMarkdown('Ready : "go" ?', { language: 'en' }).html).toBe('<p>Ready : “go” ?</p>\n')
  })

  it('sets an image’s caption as the text around it', () => {
    const { images } = renderMarkdown(`![The team](team.jpg "The team's 'last' run -- at dawn...")`, { language: 'de' })
    expect(images[0]?.title).toBe('The team’s ‚last‘ run – at dawn…')
  })

  it('curls them into the site’s language’s marks where the text names none, whatever was set before', () => {
    const site = canonicalLanguageTag(SITE_LANGUAGE) ?? SITE_LANGUAGE
    renderMarkdown(quoted, { language: site === 'de' ? 'fr' : 'de' })
    expect(renderMarkdown(quoted).html).toBe(`<p>${marked(site)}</p>\n`)
    expect(typeset(quoted)).toBe(marked(site))
  })
})

describe('renderMarkdown’s footnotes and task lists', () => {
  const html = (text: string) => renderMarkdown(text).html

  it('raises a footnote’s number as a link to its note, and lists the notes at the end under a heading for screen readers', () => {
    const rendered = html('Said once[^a] and twice[^b].\n\n[^a]: First.\n[^b]: Second, with [a page](/project/1).\n')
    expect(rendered).toContain('once<sup class="footnote-ref"><a href="#fn1" id="fnref1" aria-describedby="footnotes-label">1</a></sup>')
    expect(rendered).toContain('twice<sup class="footnote-ref"><a href="#fn2" id="fnref2" aria-describedby="footnotes-label">2</a></sup>')
    expect(rendered).toContain(
      `<section class="footnotes" aria-labelledby="footnotes-label">\n<h2 id="footnotes-label" class="visually-hidden">${words.text.notes}</h2>\n<ol>\n` +
        `<li id="fn1"><p>First. <a href="#fnref1" class="footnote-back" aria-label="${words.text.backToNote(1, 1)}">${words.text.back}</a></p>`,
    )
    // A note's text is Markdown like the rest: a link to the site is listed and given the base path.
    expect(renderMarkdown('A[^1].\n\n[^1]: See [it](/project/1).\n', { base: '/portfolio/' }).links).toEqual([{ address: '/project/1', line: 3 }])
  })

  it('links a note called twice back to each call', () => {
    const rendered = html('One[^n], two[^n].\n\n[^n]: Note.\n')
    expect(rendered).toContain('id="fnref1"')
    expect(rendered).toContain('id="fnref1:1"')
    expect(rendered).toContain(`<a href="#fnref1" class="footnote-back" aria-label="${words.text.backToNote(1, 1)}">${words.text.back}</a>`)
    expect(rendered).toContain(`<a href="#fnref1:1" class="footnote-back" aria-label="${words.text.backToNote(1, 2)}">${words.text.back}<sup>2</sup></a>`)
    expect(words.text.backToNote(1, 2)).not.toBe(words.text.backToNote(1, 1))
  })

  it('shows a task list’s items as done or to do, in words for screen readers, and no form fields', () => {
    const rendered = html('- [x] Slides\n- [ ] Room\n- Coffee\n\n1. [X] First\n')
    expect(rendered).toBe(
      `<ul>\n<li class="task done"><span class="visually-hidden">${words.text.done} </span>Slides</li>\n` +
        `<li class="task"><span class="visually-hidden">${words.text.toDo} </span>Room</li>\n<li>Coffee</li>\n</ul>\n` +
        `<ol>\n<li class="task done"><span class="visually-hidden">${words.text.done} </span>First</li>\n</ol>\n`,
    )
  })

  it('leaves brackets that are not a task’s box as written', () => {
    expect(html('- [link](/a) text\n- [y] maybe\n- [ ]\n\n[ ] not in a list\n')).not.toContain('task')
  })
})

describe('renderMarkdown’s images', () => {
  it('marks where each image goes and lists its file, alt text, title and line', () => {
    const { html, images } = renderMarkdown('Intro.\n\n![The robot *on stage*](photo%202.jpg "Our robot, minutes before the final")\n', { firstLine: 20 })
    expect(images).toEqual([{ file: 'photo 2.jpg', alt: 'The robot on stage', title: 'Our robot, minutes before the final', alone: true, line: 22 }])
    // Alone in its paragraph, it stands in its place without one.
    expect(html.split(PICTURE_MARK)).toEqual(['<p>Intro.</p>\n', '0', '\n'])
  })

  it('keeps an image within a line of text inside its paragraph, and an image without alt text as written', () => {
    const { html, images } = renderMarkdown('A logo ![](logo.png) in a line.')
    expect(images).toEqual([{ file: 'logo.png', alt: '', alone: false, line: 1 }])
    expect(html.split(PICTURE_MARK)).toEqual(['<p>A logo ', '0', ' in a line.</p>\n'])
  })

  it('reads a file name with percent signs, and keeps one that decodes to no text as written', () => {
    expect(renderMarkdown('![A chart](growth%zz.png)').images[0]?.file).toBe('growth%zz.png')
    expect(renderMarkdown('![A chart](chart%E0%A4.png)').images[0]?.file).toBe('chart%E0%A4.png')
  })

  it('cannot be forged by the text: a mark written in it is shown as text', () => {
    expect(renderMarkdown('<!--picture:0-->').html).not.toMatch(PICTURE_MARK)
  })
})

describe('renderMarkdown’s code blocks', () => {
  const python = '```python\ndef answer(question: str) -> str:\n    # Cite the clause.\n    return model.complete(f"Q: {question}", max_tokens=300)\n```\n'

  it('colours the code by its language at build time, in at least three colours', async () => {
    const highlight = await codeHighlighting()([python])
    const { html } = renderMarkdown(python, { highlight })
    const colours = new Set([...html.matchAll(/style="color:(#[0-9a-f]{6})/gi)].map((match) => match[1]?.toLowerCase()))
    expect(colours.size).toBeGreaterThanOrEqual(3)
    expect(html).toContain('<span style="color:#A9C4B4;font-style:italic"># Cite the clause.</span>')
  })

  it('colours a whole line however slowly the machine tokenizes it, so a busy build writes the same page', async () => {
    const highlight = await codeHighlighting()([python])
    const steady = renderMarkdown(python, { highlight }).html
    // Each reading of the clock a second later than the one before: every line takes "too long".
    let now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    try {
      expect(renderMarkdown(python, { highlight }).html).toBe(steady)
    } finally {
      clock.mockRestore()
    }
    expect(steady).toContain('<span style="color:#FCD34D">300</span>')
  })

  it('names the language for everyone: a visible label, and the scrollable region’s name', () => {
    const { html } = renderMarkdown(python)
    expect(html).toMatch(
      new RegExp(`^<div class="code-block"><span class="code-language" aria-hidden="true">Python</span><pre role="region" aria-label="${words.text.code('Python')}" tabindex="0"><code>def answer`),
    )
  })

  it('shows code in a language it does not know, or none, as written, escaped', async () => {
    const text = '```brainfuck-ish\n<b>++</b>\n```\n\n```\nplain & simple\n```\n'
    const { html } = renderMarkdown(text, { highlight: await codeHighlighting()([text]) })
    expect(html).toBe(
      `<div class="code-block"><span class="code-language" aria-hidden="true">brainfuck-ish</span><pre role="region" aria-label="${words.text.code('brainfuck-ish')}" tabindex="0"><code>&lt;b&gt;++&lt;/b&gt;</code></pre></div>\n` +
        `<div class="code-block"><pre role="region" aria-label="${words.text.code()}" tabindex="0"><code>plain &amp; simple</code></pre></div>\n`,
    )
  })
})
