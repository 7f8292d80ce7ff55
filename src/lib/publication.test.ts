import { describe, expect, it } from 'vitest'
import { calendarDay, unpublishedReason } from './publication'

describe('unpublishedReason', () => {
  const today = '2026-11-26'

  it('publishes an entry that is neither a draft nor dated after today', () => {
    expect(unpublishedReason({}, today)).toBeUndefined()
    expect(unpublishedReason({ draft: false, published: '2025-08-17' }, today)).toBeUndefined()
    expect(unpublishedReason({ published: today }, today)).toBeUndefined()
  })

  it('holds back a draft, whatever its date', () => {
    expect(unpublishedReason({ draft: true }, today)).toBe('draft')
    expect(unpublishedReason({ draft: true, published: '2020-01-01' }, today)).toBe('draft')
  })

  it('holds back an entry dated after today, until that day', () => {
    expect(unpublishedReason({ published: '2026-11-27' }, today)).toBe('scheduled')
    expect(unpublishedReason({ published: '2027-06-01' }, today)).toBe('scheduled')
    expect(unpublishedReason({ published: '2027-06-01' }, '2027-06-01')).toBeUndefined()
  })

  it('lets through what the content check refuses, so that it is named there', () => {
    expect(unpublishedReason({ draft: 'yes' }, today)).toBeUndefined()
    expect(unpublishedReason({ published: 'next summer' }, today)).toBeUndefined()
    expect(unpublishedReason({ published: 20270601 }, today)).toBeUndefined()
    expect(unpublishedReason({ published: '2026-13-45' }, today)).toBeUndefined()
    expect(unpublishedReason({ published: '2026-11-31' }, today)).toBeUndefined()
  })
})

describe('calendarDay', () => {
  it('writes the day in the machine’s own time zone, as the frontmatter does', () => {
    expect(calendarDay(new Date(2027, 5, 1, 23, 59))).toBe('2027-06-01')
    expect(calendarDay(new Date(2025, 0, 9, 0, 0))).toBe('2025-01-09')
  })
})
