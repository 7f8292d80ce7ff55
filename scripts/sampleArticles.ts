// The text of the generated journey articles that `CONTENT_SAMPLE=N` adds (scripts/contentSample.ts):
// deterministic, about 500 words each, every article with sentences of its own.

const WORDS = (
  'model data team prompt build demo night coffee judge pitch code review graph vector search train test ' +
  'deploy users feedback slide stage mentor idea sketch board laptop retrieval answer question evaluate ' +
  'latency memory token context agent tool summary citation paper dataset label error bug fix ship learn'
).split(' ')

const CATEGORIES = ['Hackathon', 'Workshop', 'Bootcamp', 'Talk']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export interface SampleArticle {
  readonly id: string
  readonly title: string
  readonly date: string
  readonly category: string
  readonly summary: string
  readonly content: string
  /** Which of the sample photos are its thumbnail and its three gallery pictures. */
  readonly photos: readonly [number, number, number, number]
}

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

/** Sample article `n` of `count` (from 1): five paragraphs of about 100 words. */
export function sampleArticle(n: number, count: number, photoCount: number): SampleArticle {
  const next = random(n)
  const paragraph = (index: number) => {
    const sentences = [`Paragraph ${index + 1} of sample article ${n} of ${count}.`]
    while (sentences.join(' ').split(' ').length < 100) sentences.push(sentence(next))
    return sentences.join(' ')
  }
  const photo = (offset: number) => (n + offset) % photoCount
  return {
    id: `sample-${n}`,
    title: `Sample event ${n}: ${sentence(next).slice(0, -1).split(' ').slice(0, 4).join(' ')}`,
    date: `${MONTHS[n % 12]} ${2026 - Math.floor(n / 12)}`,
    category: CATEGORIES[n % CATEGORIES.length] ?? 'Event',
    summary: sentence(next),
    content: Array.from({ length: 5 }, (_, index) => paragraph(index)).join('\n\n'),
    photos: [photo(0), photo(1), photo(2), photo(3)],
  }
}
