import { describe, expect, it } from 'vitest'
import { siteNumerals } from '../src/lib/siteNumber'
import { siteText, writtenText } from './subsetFonts'

describe('writtenText', () => {
  it('keeps the strings, template texts and JSX text a file can show', () => {
    const source = [
      "const title = 'Café — notes'",
      'const label = `${count} items…`',
      'export const Card = () => <p aria-label="Open it">Hello, world!</p>',
    ].join('\n')
    const text = writtenText('Card.tsx', source)
    for (const shown of ['Café — notes', ' items…', 'Open it', 'Hello, world!']) expect(text).toContain(shown)
  })

  it('leaves out the code around them and the paths of imports and exports', () => {
    const source = [
      "import { thing } from '../~lib/thing'",
      "export { other } from './$other'",
      'const sum = { a: [1, 2] }.a.reduce((x, y) => x + y, 0) ^ 3',
      "const shown = 'shown'",
    ].join('\n')
    expect(writtenText('code.ts', source)).toBe('shown')
  })

  it('keeps an article’s words and the typography its Markdown gets', () => {
    const text = writtenText('index.md', '---\ntitle: Über\nlanguage: en\n---\n\n"Quoted" -- and \'so\' on...')
    for (const shown of ['Über', '“', '”', '–', '‘', '’', '…']) expect(text).toContain(shown)
  })

  it('keeps the quotation marks of the language an article names', () => {
    const text = writtenText('index.md', '---\ntitle: Le "premier"\nlanguage: fr\n---\n\nIl a dit "oui".\n')
    for (const shown of ['«\u00A0premier\u00A0»', '«\u00A0oui\u00A0»']) expect(text).toContain(shown)
  })

  it('keeps the typography a title gets', () => {
    const text = writtenText('index.md', '---\ntitle: My "first" talk...\nlanguage: en\n---\n\nText.\n')
    for (const shown of ['“', '”', '…']) expect(text).toContain(shown)
  })

  it('keeps every field an article shows and its photos’ captions, not the marks of its Markdown', () => {
    const source = '---\ntitle: Día\nlinks:\n  - label: Präsentation\n    url: https://example.com\n---\n\n## Said¹[^n]\n\n![A photo](p.jpg "Señal")\n\n[^n]: Noted.\n'
    const text = writtenText('index.md', source)
    for (const shown of ['Día', 'Präsentation', 'Said¹', 'Señal', 'Noted.']) expect(text).toContain(shown)
    for (const mark of ['^', '#', '!', '[', '<', '=']) expect(text).not.toContain(mark)
    // What the text writes is kept, the characters HTML escapes too.
    expect(writtenText('index.md', '---\ntitle: T\nlanguage: en\n---\n\nIf a < b && c > "d" then `x = [1]#`\n')).toContain('If a < b && c > “d” then x = [1]#')
  })
})

describe('siteText', () => {
  it('holds the characters a count is written with in the site’s language', async () => {
    const text = await siteText(process.cwd())
    expect(text).toContain(siteNumerals())
    expect(text).toContain('0123456789')
  })
})
