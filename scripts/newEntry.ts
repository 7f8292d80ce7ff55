// What `npm run new` writes (scripts/new.mjs): an entry's folder name from its title, and its
// index.md holding every field of its collection, each with a comment saying what it is
// (docs/content.md has the same fields in depth).
import type { MarkdownCollection } from '../src/content/frontmatterNames'
import { categorySlug } from '../src/lib/categories'
import { calendarDay } from '../src/lib/publication'

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
summary: ${JSON.stringify(`What ${title.trim()} was, and what I took from it.`)}
# The card's picture, a file in this folder, with what it shows for someone who cannot see it
# (alt). An optional "focus: 50% 30%" says which point to keep when the picture is cropped.
thumbnail:
  file: thumbnail.jpg
  alt: What the photo shows
# More photos of this folder, shown under the text, each opening large; none is fine. For each,
# two lines as below, their "#" taken off.
gallery:
#   - file: photo.jpg
#     alt: What the photo shows
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

The story, in Markdown: paragraphs, **emphasis**, lists, [links](https://example.com).
`
  }
  return `---
${DRAFT}
# The project's heading, its card's title and its page title.
title: ${quoted}
# One or two sentences: the card's text, the line under the page's heading and its description.
description: ${JSON.stringify(`What ${title.trim()} does, and for whom.`)}
# The card's picture, a file in this folder, with what it shows for someone who cannot see it
# (alt). An optional "focus: 50% 30%" says which point to keep when the picture is cropped.
thumbnail:
  file: thumbnail.png
  alt: What the screenshot shows
# Screenshots of this folder, shown in the page's grid; none is fine. For each, two lines as
# below, their "#" taken off.
screenshots:
#   - file: screen.png
#     alt: What the screenshot shows
# The technologies, one a line: the chips on the card and the page.
stack:
  - The first language or tool you used
# Optional: the running project's address, the Live Demo button.
# live: https://…
# Optional: its code's address, the GitHub button.
# github: https://github.com/…
# Optional: the language this project is written up in, where it is not the site's (a tag such as fr).
# language: fr
---

The details, in Markdown: what it is, how it works, what you learnt.
`
}
