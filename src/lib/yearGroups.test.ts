import { describe, expect, it } from 'vitest'
import { yearGroups, yearOf } from './yearGroups'

const item = (id: string, year?: string) => ({ id, ...(year && { year }) })

describe('yearOf', () => {
  it('is the year of a machine date, and none without one', () => {
    expect(yearOf('2025-03-28')).toBe('2025')
    expect(yearOf(undefined)).toBeUndefined()
  })
})

describe('yearGroups', () => {
  it('keeps the list’s order, a heading per year, the undated last', () => {
    const groups = yearGroups([item('a', '2024'), item('b', '2024'), item('c', '2025'), item('d'), item('e', '2026')])
    expect(groups.map(({ year, items }) => [year, items.map(({ id }) => id)])).toEqual([
      ['2024', ['a', 'b']],
      ['2025', ['c']],
      ['2026', ['e']],
      [undefined, ['d']],
    ])
  })

  it('makes no group of an empty list, and no undated group when every item has a year', () => {
    expect(yearGroups([])).toEqual([])
    expect(yearGroups([item('a', '2025')]).map(({ year }) => year)).toEqual(['2025'])
  })
})
