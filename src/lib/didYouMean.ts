import { closest, distance } from 'fastest-levenshtein'

/**
 * Of `known`, the name a misspelt `name` is likely to be, if one is near enough ("titel": "title"),
 * or is one of its words, as other site generators name fields ("alt_text": "alt").
 */
function meant(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined
  const nearest = closest(name, [...known])
  const apart = distance(name, nearest)
  if (apart <= 2 && apart <= name.length / 1.5) return nearest
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u)
  return known.find((field) => words.includes(field.toLowerCase()))
}

/** The one of `known` a misspelt `name` is likely to be, as a problem asks it: ` (did you mean "title"?)`; else nothing. */
export function didYouMean(name: string, known: readonly string[]): string {
  const guess = meant(name, known)
  return guess === undefined ? '' : ` (did you mean "${guess}"?)`
}

/** A problem with fields not among `known`: `unknown field "titel" (did you mean "title"?)`. */
export const unknownFieldsProblem = (keys: readonly string[], known: readonly string[]) =>
  `unknown field ${keys.map((key) => `"${key}"${didYouMean(key, known)}`).join(', ')}`
