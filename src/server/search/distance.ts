/**
 * The typo fallback's choice: of the index's words that look like a typed word (trigram
 * candidates), the closest by edit distance (a swap of two neighbours counts one), within one
 * edit for short words and two for longer ones. Pure.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
      }
    }
  }
  return rows[a.length][b.length]
}

export const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2)

/** The closest candidate within the allowed edits; ties go to the earlier (better) candidate. */
export function closestTerm(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null
  let bestDistance = allowedEdits(word) + 1
  for (const candidate of candidates) {
    if (candidate === word) continue
    const distance = editDistance(word, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}
