// What `npm run new` writes (scripts/new.mjs): an entry's folder name from its title, and its
// index.md holding every field of its collection, each with a comment saying what it is
// (docs/content.md has the same fields in depth).
import type { MarkdownCollection } from '../src/content/frontmatterNames.ts'
import { categorySlug } from '../src/lib/categories.ts'
import { calendarDay } from '../src/lib/publication.ts'

/** What the owner types, the collection it is written in, and the page's address. */
export const ENTRY_KINDS = {
  article: { collection: 'journey', route: 'experience' },
  project: { collection: 'projects', route: 'project' },
} as const satisfies Record<string, { collection: MarkdownCollection; route: string }>

/** A kind of entry `npm run new` writes. */
export type EntryKind = keyof typeof ENTRY_KINDS

/** Latin letters that Unicode decomposition does not take apart into a letter and an accent. */
const UNFOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' }

/**
 * The folder name, hence the address, for a title: made as a category's address is (its letters and
 * digits, lower-cased, in words joined by hyphens, Latin and Greek letters without their accents,
 * other scripts as written), with Latin letters that have no accent to take off spelt in ASCII:
 * `Café à Paris` → `cafe-a-paris`, `Straße` → `strasse`, `ロボコン初参加` → `ロボコン初参加`. Empty
 * when the title has no letter or digit.
 */
export const slugOf = (title: string): string => categorySlug(title.toLowerCase().replace(/[ßæœøđðłþı]/g, (letter) => UNFOLDED[letter] ?? letter))

/**
 * The examples the new entry holds for the owner to replace, each where it stands (`text`: the
 * Markdown after the frontmatter); a title in one stands for any.
 */
const EXAMPLES = {
  alt: ['What the photo shows', 'What the screenshot shows'],
  summary: (title: string) => `What ${title} was, and what I took from it.`,
  description: (title: string) => `What ${title} does, and for whom.`,
  stack: 'The first language or tool you used',
  text: ['The story, in Markdown: paragraphs, **emphasis**, lists, [links](https://example.com).', 'The details, in Markdown: what it is, how it works, what you learnt.'],
}

/** Whether `value` is what `example` writes for some title. */
const madeBy = (example: (title: string) => string, value: unknown) => {
  const [before = '', after = ''] = example('\0').split('\0')
  return typeof value === 'string' && value.length > before.length + after.length && value.startsWith(before) && value.endsWith(after)
}

/**
 * The first field of an entry (its frontmatter's `fields`, its `markdown`) that still holds an example
 * `npm run new` wrote, named as the content check names a field; undefined when none does. A draft
 * may hold them; the build refuses an entry published with one, which would show the example.
 */
export function exampleLeftIn(fields: Record<string, unknown>, markdown: string): string | undefined {
  const alt = (picture: unknown) => typeof picture === 'object' && picture !== null && EXAMPLES.alt.includes(String((picture as { alt?: unknown }).alt))
  if (alt(fields.thumbnail)) return 'thumbnail.alt'
  for (const list of ['gallery', 'screenshots']) {
    const at = Array.isArray(fields[list]) ? fields[list].findIndex(alt) : -1
    if (at >= 0) return `${list}[${at}].alt`
  }
  if (madeBy(EXAMPLES.summary, fields.summary)) return 'summary'
  if (madeBy(EXAMPLES.description, fields.description)) return 'description'
  if (Array.isArray(fields.stack) && fields.stack.includes(EXAMPLES.stack)) return 'stack'
  if (EXAMPLES.text.includes(markdown.trim())) return 'the text'
  return undefined
}

const DRAFT = `# A draft: shown by \`npm run dev\`, marked as one, and never built. Delete this line (or write false) to publish.
draft: true`

/**
 * The text of a new entry's index.md. Every field is there: the required ones with a value to
 * replace, the optional ones written as a comment to uncomment (an empty value would be refused).
 * Strings are written as JSON, which YAML reads as they are, whatever the title holds.
 */
export function entryText(kind: EntryKind, title: string, today: Date, language: string): string {
  const quoted = JSON.stringify(title.trim())
  if (kind === 'article') {
    const month = today.toLocaleString(language, { month: 'long', year: 'numeric' })
    return `---
${DRAFT}
# The article's heading, its card's title and its page title.
title: ${quoted}
# Shown as written, after "Published on": "${month}", "Spring 2024"…
date: ${month}
# The machine date, YYYY-MM-DD: orders the articles and dates them in the feed. A date later than
# the day of a build keeps the article out of that build.
published: ${calendarDay(today)}
# The badge on the card and the article: "Hackathon", "Workshop"…
category: Event
# One or two sentences: the card's text, the page's description and the feed's summary.
summary: ${JSON.stringify(EXAMPLES.summary(title.trim()))}
# The card's picture, a file in this folder, with what it shows for someone who cannot see it
# (alt). An optional "focus: 50% 30%" says which point to keep when the picture is cropped.
thumbnail:
  file: thumbnail.jpg
  alt: ${EXAMPLES.alt[0]}
# More photos of this folder, shown under the text, each opening large; none is fine. For each,
# two lines as below, their "#" taken off.
gallery:
#   - file: photo.jpg
#     alt: ${EXAMPLES.alt[0]}
# Optional: a YouTube link (youtube.com/watch?v=…, youtu.be/…), embedded below the text.
# video: https://www.youtube.com/watch?v=…
# Optional, for an event: where it took place, your part in it ("Speaker", "Participant"…), and
# its pages elsewhere (slides, repository, certificate…), each an http(s) address.
# location: The venue, city
# role: Participant
# links: # shown under the title, each opening in a new tab
#   - label: Slides
#     url: https://…
# Optional: the language this article is written in, where it is not the site's (a tag such as fr).
# language: fr
---

${EXAMPLES.text[0]}
`
  }
  return `---
${DRAFT}
# The project's heading, its card's title and its page title.
title: ${quoted}
# One or two sentences: the card's text, the line under the page's heading and its description.
description: ${JSON.stringify(EXAMPLES.description(title.trim()))}
# The card's picture, a file in this folder, with what it shows for someone who cannot see it
# (alt). An optional "focus: 50% 30%" says which point to keep when the picture is cropped.
thumbnail:
  file: thumbnail.png
  alt: ${EXAMPLES.alt[1]}
# Screenshots of this folder, shown in the page's grid; none is fine. For each, two lines as
# below, their "#" taken off.
screenshots:
#   - file: screen.png
#     alt: ${EXAMPLES.alt[1]}
# The technologies, one a line: the chips on the card and the page.
stack:
  - ${EXAMPLES.stack}
# Optional: the running project's address, the Live Demo button.
# live: https://…
# Optional: its code's address, the GitHub button.
# github: https://github.com/…
# Optional: the language this project is written up in, where it is not the site's (a tag such as fr).
# language: fr
---

${EXAMPLES.text[1]}
`
}
