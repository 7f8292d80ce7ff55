import { z } from 'zod'

/**
 * Whether an entry written in Markdown is published: a draft (`draft: true`) never is, and an
 * article dated after the day of the build (`published: 2027-06-01`) is not yet. `npm run build`
 * leaves both out of the site; `npm run dev` shows them, marked (docs/content.md).
 */
export type Unpublished = 'draft' | 'scheduled'

/** A day of the calendar, YYYY-MM-DD: 2026-11-31 and 2026-13-45 are not. */
const CALENDAR_DAY = z.iso.date()

/** A calendar day as the frontmatter writes it (2025-03-28), in the machine's own time zone. */
export function calendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Why the entry with these frontmatter fields is not published on `today`, or undefined when it is.
 * A `draft` or `published` the content check would refuse (`draft: yes`, `published: soon`, a day
 * no calendar has) does not hide the entry: it goes through, and the check names the field.
 */
export function unpublishedReason(fields: { readonly draft?: unknown; readonly published?: unknown }, today: string): Unpublished | undefined {
  if (fields.draft === true) return 'draft'
  const day = CALENDAR_DAY.safeParse(fields.published)
  if (day.success && day.data > today) return 'scheduled'
  return undefined
}
