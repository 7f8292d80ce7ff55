import { describe, expect, it } from 'vitest'
import { latestArticles } from './latestArticles'

/** Articles named by their dates, in the list's order; `-` is one without a date. */
const listed = (...dates: string[]) => dates.map((date, index) => ({ id: `${index}`, ...(date !== '-' && { published: date }) }))
const ids = (articles: readonly { id: string }[]) => articles.map((article) => article.id)

describe('latestArticles', () => {
  it('takes the last of a dated list, in its order', () => {
    expect(ids(latestArticles(listed('2024-01-01', '2024-05-01', '2025-02-01', '2026-03-01'), 2))).toEqual(['2', '3'])
  })

  it('leaves out undated articles where enough have a date', () => {
    expect(ids(latestArticles(listed('2024-01-01', '2024-05-01', '2025-02-01', '-', '-'), 2))).toEqual(['1', '2'])
  })

  it('fills with the first undated articles where too few have a date', () => {
    expect(ids(latestArticles(listed('2024-01-01', '-', '-', '-'), 3))).toEqual(['0', '1', '2'])
    expect(ids(latestArticles(listed('-', '-', '-'), 2))).toEqual(['0', '1'])
  })

  it('takes every article of a shorter list', () => {
    expect(ids(latestArticles(listed('2024-01-01', '-'), 6))).toEqual(['0', '1'])
    expect(latestArticles([], 6)).toEqual([])
  })
})
