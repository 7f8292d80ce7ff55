import { describe, expect, it } from 'vitest'
import { neighboursOf, RELATED } from './neighbours'

const article = (id: string, category: string, published?: string) => ({ id, title: `Title ${id}`, category, ...(published && { published }) })
const ids = (links: readonly { id: string }[]) => links.map(({ id }) => id)

const LIST = [
  article('a', 'Talk', '2024-01-10'),
  article('b', 'Hackathon', '2024-03-01'),
  article('c', 'Talk', '2024-06-01'),
  article('d', 'Hackathon', '2024-06-20'),
  article('e', 'Workshop', '2025-01-01'),
  article('f', 'Talk'),
]

describe('neighboursOf', () => {
  it('gives the first article a next and no previous', () => {
    const { previous, next } = neighboursOf(LIST, 0)
    expect(previous).toBeUndefined()
    expect(next).toEqual({ id: 'b', title: 'Title b' })
  })

  it('gives a middle article the one before and the one after', () => {
    const { previous, next } = neighboursOf(LIST, 2)
    expect([previous?.id, next?.id]).toEqual(['b', 'd'])
  })

  it('gives the last article a previous and no next', () => {
    const { previous, next } = neighboursOf(LIST, LIST.length - 1)
    expect(previous?.id).toBe('e')
    expect(next).toBeUndefined()
  })

  it('gives an article alone no neighbour and nothing related', () => {
    expect(neighboursOf([article('a', 'Talk', '2024-01-01')], 0)).toEqual({ related: [] })
  })

  it('relates the same category first, then the nearest in date, never the article itself', () => {
    // c's category: a (143 days), f (undated, farthest); then the rest by date: d (19 days), b, e.
    expect(ids(neighboursOf(LIST, 2).related)).toEqual(['a', 'f', 'd'])
    expect(neighboursOf(LIST, 2).related).toHaveLength(RELATED)
    for (const [index, { id }] of LIST.entries()) expect(ids(neighboursOf(LIST, index).related)).not.toContain(id)
  })

  it('relates an undated article by the list’s order after its category', () => {
    expect(ids(neighboursOf(LIST, 5).related)).toEqual(['c', 'a', 'e'])
  })

  it('breaks a tie in date by the nearest in the list, then the earlier', () => {
    const around = [article('a', 'X', '2024-01-01'), article('b', 'Y', '2024-01-11'), article('c', 'X', '2024-01-21'), article('d', 'Y', '2024-01-30')]
    // From b: its category's d; then a and c, both ten days and one place away: the earlier first.
    expect(ids(neighboursOf(around, 1).related)).toEqual(['d', 'a', 'c'])
    const sameDay = [article('a', 'X', '2024-01-01'), article('b', 'Y', '2024-01-11'), article('c', 'Y', '2024-01-11')]
    // From a: b and c, both ten days away: the nearer in the list first.
    expect(ids(neighboursOf(sameDay, 0).related)).toEqual(['b', 'c'])
  })
})
