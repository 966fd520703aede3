import type { ParsedQuery } from '@/server/search/query'
import type { Runner, Scope, SearchStore } from '@/server/search/store'

/**
 * The answer to a search as segments, each ranked on its own and listed one after the other:
 * 1. the types the words named (`free printable`: printables), matching the other words, as many
 *    of them as any does; when none does, or no other word was typed, every one of those types
 *    (current ones first);
 * 2. everything else, matching every word; when that is few, also what matches fewer of them
 *    (the fewer, the later): a question's words are not all in its answer.
 * With the segments come the counts per type (the facets: at the level the words were relaxed to).
 */
export type Segment = {
  /** What its entries match; null: every entry of its types (a type named, nothing else asked). */
  query: ParsedQuery | null
  scope: Scope
  count: number
}

/** Matches in `codes` (all of them, however many tiers), and per type when counted so (facets). */
export type Counter = (query: ParsedQuery, codes: number[]) => Promise<{ total: number; perType: Map<number, number> }>

/** Fewer matches of every word than this, and documents holding fewer of the words join them. */
export const RELAX_BELOW = 10

/** How many of n words an answer must hold while some answer holds them all: one of two, two of three or four. */
const leastOf = (n: number) => Math.max(1, Math.ceil(n / 2))

/** Every word first, then (while few are found) fewer; down to one word while nothing is. */
async function tiers(
  store: SearchStore,
  db: Runner,
  count: Counter,
  query: ParsedQuery,
  scope: Scope & { codes: number[] },
) {
  const n = query.all.length
  const segments: Segment[] = []
  const except: number[] = []
  let perType = new Map<number, number>()
  let found = 0
  for (let level = n; level >= 1; level -= 1) {
    const relaxed: ParsedQuery = { ...query, atLeast: level < n ? level : undefined }
    const counted = await count(relaxed, scope.codes)
    const tier = counted.total - found
    if (tier > 0) segments.push({ query: relaxed, scope: { ...scope, except: [...except] }, count: tier })
    perType = counted.perType
    found = counted.total
    const relax = scope.codes.length > 0 && (found === 0 || (found < RELAX_BELOW && level > leastOf(n)))
    if (level === 1 || !relax) break
    // Few so far: listed ahead, and left out of the next tier, which holds them too.
    if (tier > 0) except.push(...(await store.ranked(db, relaxed, { ...scope, except }, { limit: tier, offset: 0 })))
  }
  return { segments, perType }
}

/** The segments of a plan's two queries, in `codes` (the types asked for), and the facets' counts. */
export async function segmentsOf(
  store: SearchStore,
  db: Runner,
  count: Counter,
  plan: { query: ParsedQuery; forTypes: ParsedQuery; typeCodes: number[] },
  scope: Scope & { codes: number[] },
  allCodes: number[],
): Promise<{ segments: Segment[]; perType: Map<number, number> }> {
  const { typeCodes } = plan
  const perType = new Map<number, number>()
  const segments: Segment[] = []
  if (typeCodes.length) {
    const named = { ...scope, codes: scope.codes.filter((c) => typeCodes.includes(c)) }
    const matched = plan.forTypes.all.length ? await tiers(store, db, count, plan.forTypes, named) : null
    if (matched?.segments.length) {
      segments.push(...matched.segments)
      for (const code of typeCodes) perType.set(code, matched.perType.get(code) ?? 0)
    } else {
      const listed = await store.listedCounts(db, { ...scope, codes: typeCodes })
      for (const code of typeCodes) perType.set(code, listed.get(code) ?? 0)
      const total = named.codes.reduce((sum, code) => sum + (perType.get(code) ?? 0), 0)
      if (total > 0) segments.push({ query: null, scope: named, count: total })
    }
  }
  const others = { ...scope, codes: scope.codes.filter((c) => !typeCodes.includes(c)) }
  const rest = await tiers(store, db, count, plan.query, others)
  segments.push(...rest.segments)
  for (const code of allCodes) if (!typeCodes.includes(code)) perType.set(code, rest.perType.get(code) ?? 0)
  return { segments, perType }
}
