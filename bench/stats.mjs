// Medians over rounds.

/**
 * The median of the defined numbers, or undefined when there are none.
 * @param {readonly (number | undefined)[]} values
 * @returns {number | undefined}
 */
export function median(values) {
  const sorted = values.filter((value) => value !== undefined && Number.isFinite(value)).map(Number).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * One record of medians from several rounds of records of the same numeric fields.
 * @template {Record<string, number | undefined>} T
 * @param {readonly T[]} rounds
 * @returns {{ [K in keyof T]: number | undefined }}
 */
export function medians(rounds) {
  const keys = [...new Set(rounds.flatMap((round) => Object.keys(round)))]
  return /** @type {{ [K in keyof T]: number | undefined }} */ (
    Object.fromEntries(keys.map((key) => [key, median(rounds.map((round) => round[key]))]))
  )
}
