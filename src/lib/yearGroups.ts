/** The year of a machine date (2025-03-28 → "2025"), or undefined without one. */
export const yearOf = (published: string | undefined): string | undefined => published?.slice(0, 4)

/**
 * Items already in the list's order, under a heading per year, in the order the years first appear;
 * those without a year last, in a group whose year is undefined.
 */
export function yearGroups<T extends { readonly year?: string }>(items: readonly T[]): { year: string | undefined; items: T[] }[] {
  const groups = new Map<string | undefined, T[]>()
  const undated: T[] = []
  for (const item of items) {
    if (item.year === undefined) undated.push(item)
    else groups.set(item.year, [...(groups.get(item.year) ?? []), item])
  }
  if (undated.length > 0) groups.set(undefined, undated)
  return [...groups].map(([year, grouped]) => ({ year, items: grouped }))
}
