/**
 * Relevance figures of one ranked answer against its grades (judged.ts): nDCG@10 (gain 2^grade − 1,
 * discount log2(rank + 1)), the reciprocal rank of the first hit graded 2 or more, and the share of
 * the first five graded 2 or more. The tour's dates are one family, credited once (gradesOf).
 */
export type RankedHit = { type: string; title: string; url: string; members?: RankedHit[] }

const FAMILY: Record<string, string> = { 'tour-shows': 'tour' }
const PREFIX: Record<string, string> = {
  posts: 'post',
  memes: 'meme',
  videos: 'video',
  episodes: 'episode',
  podcasts: 'podcast',
  printables: 'printable',
  giveaways: 'giveaway',
  performers: 'performer',
}

/** A hit's key in the grades: `post:{slug}`, `page:{path}`, `faves:{title}`, `tour:{city}`. */
export function keyOf(hit: RankedHit): string {
  if (hit.type === 'tour-shows') return `tour:${hit.title.split(': ').at(-1)}`
  if (hit.type === 'faves') return `faves:${hit.title}`
  if (hit.type === 'pages') return `page:${hit.url}`
  const slug = hit.url
    .split(/[/#]/)
    .at(-1)!
    .replace(/^performer-/, '')
  return `${PREFIX[hit.type] ?? hit.type}:${slug}`
}

/**
 * The grades of a ranked list, in order. A family (the tour's dates) is credited once, by its first
 * result: a group by its lead date, a date by its own grade when it has one, else the family's.
 */
export function gradesOf(hits: RankedHit[], grades: Record<string, number>): number[] {
  const credited = new Set<string>()
  return hits.map((hit) => {
    const family = FAMILY[hit.type]
    const lead = hit.members?.[0] ?? hit
    const own = grades[keyOf(lead)]
    if (!family) return own ?? 0
    if (credited.has(family)) return 0
    credited.add(family)
    return own ?? grades[family] ?? 0
  })
}

/** The best possible grades in order: every graded document, a family once (its best grade). */
export function idealGrades(grades: Record<string, number>): number[] {
  const family = new Map<string, number>()
  const single: number[] = []
  for (const [key, grade] of Object.entries(grades)) {
    const name = Object.values(FAMILY).find((f) => key === f || key.startsWith(`${f}:`))
    if (name) family.set(name, Math.max(family.get(name) ?? 0, grade))
    else single.push(grade)
  }
  return [...single, ...family.values()].filter((g) => g > 0).sort((a, b) => b - a)
}

const dcg = (grades: number[], k: number) =>
  grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)

export const RELEVANT = 2

export type Figures = { ndcg10: number; rr: number; p5: number }

export function figuresOf(hits: RankedHit[], grades: Record<string, number>): Figures {
  const got = gradesOf(hits, grades)
  const ideal = dcg(idealGrades(grades), 10)
  const first = got.slice(0, 10).findIndex((g) => g >= RELEVANT)
  return {
    ndcg10: ideal > 0 ? dcg(got, 10) / ideal : 0,
    rr: first === -1 ? 0 : 1 / (first + 1),
    p5: got.slice(0, 5).filter((g) => g >= RELEVANT).length / 5,
  }
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
