// The text of the generated journey articles that `CONTENT_SAMPLE=N` adds (scripts/contentSample.ts):
// deterministic, about 500 words each, every article with sentences of its own.

const WORDS = (
  'model data team prompt build demo night coffee judge pitch code review graph vector search train test ' +
  'deploy users feedback slide stage mentor idea sketch board laptop retrieval answer question evaluate ' +
  'latency memory token context agent tool summary citation paper dataset label error bug fix ship learn'
).split(' ')

const CATEGORIES = ['Hackathon', 'Workshop', 'Bootcamp', 'Talk']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A small linear congruential generator: the same articles on every build. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

function sentence(next: () => number): string {
  const words = Array.from({ length: 8 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)])
  const text = words.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/** The machine date of sample article `n`: a day apart each, after the owner's demo articles. */
function published(n: number): string {
  return new Date(Date.UTC(2026, 2, 1) + n * 86_400_000).toISOString().slice(0, 10)
}

/** A few lines of code, as an article shows them: one line longer than a phone is wide. */
const CODE = [
  '```python',
  'def rank(results, query):',
  '    # The three results that answer the query best, best first.',
  '    return sorted(results, key=lambda result: result.score(query), reverse=True)[:3]',
  '```',
].join('\n')

/**
 * Sample article `n` of `count` (from 1) as a Markdown file: five paragraphs of about 100 words, a
 * photo with a caption after the second and a block of code after the fourth, and a thumbnail and
 * three gallery pictures, all from `photos` (file names in one folder), its own each time.
 */
export function sampleArticleMarkdown(n: number, count: number, photos: readonly string[]): string {
  const next = random(n)
  const paragraph = (index: number) => {
    const sentences = [`Paragraph ${index + 1} of sample article ${n} of ${count}.`]
    while (sentences.join(' ').split(' ').length < 100) sentences.push(sentence(next))
    return sentences.join(' ')
  }
  const title = `Sample event ${n}: ${sentence(next).slice(0, -1).split(' ').slice(0, 4).join(' ')}`
  const photo = (offset: number) => photos[(n + offset) % photos.length]
  const picture = (offset: number, alt: string) => `file: ${photo(offset)}\n    alt: "${alt}"`
  return [
    '---',
    `title: "${title}"`,
    `date: ${MONTHS[n % 12]} ${2026 - Math.floor(n / 12)}`,
    `published: ${published(n)}`,
    `category: ${CATEGORIES[n % CATEGORIES.length]}`,
    `summary: "${sentence(next)}"`,
    'thumbnail:',
    `  ${picture(0, `Sample photo of ${title}`).replace('\n    ', '\n  ')}`,
    'gallery:',
    ...[1, 2, 3].map((offset) => `  - ${picture(offset, `Sample photo ${offset} of ${title}`)}`),
    '---',
    '',
    [
      ...Array.from({ length: 2 }, (_, index) => paragraph(index)),
      `![Sample photo in the text of ${title}](${photo(4)} "The sample photo of the text, with its caption")`,
      ...Array.from({ length: 2 }, (_, index) => paragraph(index + 2)),
      CODE,
      paragraph(4),
    ].join('\n\n'),
    '',
  ].join('\n')
}
