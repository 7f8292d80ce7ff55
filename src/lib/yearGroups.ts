/** The heading of the articles that have no machine date, which the list tells last. */
export const UNDATED = 'Undated'

/** The year of a machine date (2025-03-28 → "2025"), or undefined without one. */
export const yearOf = (published: string | undefined): string | undefined => published?.slice(0, 4)

/**
 * Items already in the list's order, under a heading per year, in the order the years first appear;
 * those without a year under one last "Undated" heading.
 */
export function yearGroups<T extends { readonly year?: string }>(items: readonly T[]): { year: string; items: T[] }[] {
  const groups = new Map<string, T[]>()
  const undated: T[] = []
  for (const item of items) {
    if (item.year === undefined) undated.push(item)
    else groups.set(item.year, [...(groups.get(item.year) ?? []), item])
  }
  if (undated.length > 0) groups.set(UNDATED, undated)
  return [...groups].map(([year, grouped]) => ({ year, items: grouped }))
}
