/** The item with this id, or undefined; ids are compared exactly (case matters). */
export function byId<T extends { readonly id: string }>(items: readonly T[], id: string | undefined): T | undefined {
  return id === undefined ? undefined : items.find((item) => item.id === id)
}
