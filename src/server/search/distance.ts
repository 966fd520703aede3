/**
 * The typo fallback's choice: of the index's words that look like a typed word (trigram
 * candidates), the closest by edit distance (a swap of two neighbours counts one), within one
 * edit for short words and two for longer ones; of equally close ones, the word most documents
 * hold (`teachr` is `teacher` rather than `teach`). Pure.
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

/** The candidates within the allowed edits at the fewest edits, in their order. */
export function nearestTerms(word: string, candidates: readonly string[]): string[] {
  const near = candidates
    .filter((term) => term !== word)
    .map((term) => ({ term, distance: editDistance(word, term) }))
    .filter(({ distance }) => distance <= allowedEdits(word))
  const fewest = Math.min(...near.map((n) => n.distance))
  return near.filter((n) => n.distance === fewest).map((n) => n.term)
}

/** The closest candidate within the allowed edits; ties go to the commoner, then the earlier (better) one. */
export function closestTerm(word: string, candidates: readonly { term: string; docs: number }[]): string | null {
  let best: { term: string; docs: number; distance: number } | null = null
  for (const { term, docs } of candidates) {
    if (term === word) continue
    const distance = editDistance(word, term)
    if (distance > allowedEdits(word)) continue
    if (!best || distance < best.distance || (distance === best.distance && docs > best.docs)) {
      best = { term, docs, distance }
    }
  }
  return best?.term ?? null
}
