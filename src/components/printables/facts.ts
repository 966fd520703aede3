import { GRADES, labelOf } from '@/collections/printables/taxonomy'

export const pagesLabel = (n: number) => `${n} page${n === 1 ? '' : 's'}`

/** "45 kB", "1.2 MB": how big a download is, the way people read it. */
export function fileSize(bytes: number | null | undefined): string | null {
  if (!bytes) return null
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** Grades as one short phrase: "Grades 3–5", "Pre-K–Kindergarten", "All grades", "Kindergarten, Grade 4". */
export function gradesLabel(grades: readonly string[] | null | undefined): string {
  const order = GRADES.map((g) => g.value as string)
  const sorted = [...new Set(grades ?? [])]
    .filter((g) => order.includes(g))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
  if (sorted.length === 0) return ''
  if (sorted.length === order.length) return 'All grades'
  const first = order.indexOf(sorted[0])
  const contiguous = sorted.every((g, i) => order.indexOf(g) === first + i)
  if (sorted.length === 1 || !contiguous) return sorted.map(labelOf).join(', ')
  const [from, to] = [sorted[0], sorted.at(-1)!]
  const numbered = (g: string) => g.startsWith('grade-')
  if (numbered(from) && numbered(to)) return `Grades ${from.slice(6)}–${to.slice(6)}`
  return `${labelOf(from)}–${labelOf(to)}`
}
