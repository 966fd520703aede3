import { grouped, rerank, titleFeatures, type Ranked } from '@/server/search/rank'
import type { ParsedQuery } from '@/server/search/query'
import type { Segment } from '@/server/search/segments'
import type { Fact, Runner, Scope, SearchStore, Window } from '@/server/search/store'
import type { Intent } from '@/server/search/words'

/** How many of the first results are ranked again with what the database cannot weigh (rank.ts). */
export const RERANK = 50

/**
 * One page of entry ids of a segment. Up to the store's rankLimit matches, every match is ranked.
 * Past it the query is broad: its words are in most documents and tell them little apart, and
 * ranking them all would cost more than a visitor waits. Then the title matches come first (ranked
 * while they are few enough, else in entry order), and the other matches follow in entry order
 * (type by type, newest first). No step reads more matches than the page needs or the rank limit
 * allows.
 */
async function pageIds(
  store: SearchStore,
  db: Runner,
  query: ParsedQuery,
  scope: Scope,
  total: number,
  window: Window,
) {
  if (total <= store.rankLimit) return store.ranked(db, query, scope, window)
  // Counted only as far as this page needs (or as ranking them allows): past that, all that
  // matters is that the page lies within the title matches.
  const upTo = Math.max(window.offset + window.limit, store.rankLimit)
  const inTitle = await store.count(db, query, scope, { title: true, upTo })
  const order = inTitle <= store.rankLimit ? 'rank' : 'entry'
  const ids = window.offset < inTitle ? await store.titleMatches(db, query, scope, window, order) : []
  if (ids.length === window.limit) return ids
  const rest = await store.rest(db, query, scope, {
    limit: window.limit - ids.length,
    offset: Math.max(0, window.offset - inTitle),
  })
  return [...ids, ...rest]
}

type Placed = { id: number; segment: number; position: number }

/**
 * Per segment whose words have alternatives (synonyms), which of its first results match the
 * words as typed: a document that says "supply teacher" answers "supply teacher" best.
 */
async function matchingAsTyped(store: SearchStore, db: Runner, segments: Segment[], first: Placed[]) {
  const found = new Map<number, Set<number>>()
  for (const [i, { query }] of segments.entries()) {
    if (!query?.all.some((g) => g.any.length > 1)) continue
    const typed = { ...query, all: query.all.map((g) => ({ any: [g.any[0]] })) }
    const ids = first.filter((p) => p.segment === i).map((p) => p.id)
    found.set(i, await store.matching(db, typed, ids))
  }
  return found
}

/** `limit` ids from `offset` of the segments one after the other, each in its own order. */
async function inOrder(
  store: SearchStore,
  db: Runner,
  segments: Segment[],
  intent: Intent | null,
  { offset, limit }: Window,
): Promise<Placed[]> {
  const out: Placed[] = []
  let start = 0
  for (const [segment, { query, scope, count }] of segments.entries()) {
    const from = offset + out.length - start
    start += count
    if (out.length === limit || from >= count) continue
    const window = { offset: from, limit: Math.min(limit - out.length, count - from) }
    const ids = query
      ? await pageIds(store, db, query, scope, count, window)
      : await store.listed(db, scope, window, intent)
    out.push(...ids.map((id, k) => ({ id, segment, position: from + k })))
  }
  return out
}

/**
 * A page of results: the first RERANK in their final order (rank.ts; a family's entries as one
 * result), the rest in the segments' own order. Returns the page, the number of results (a
 * family counting once) and what was read of the entries ranked again.
 */
export async function pageOf(
  store: SearchStore,
  db: Runner,
  segments: Segment[],
  options: { intent: Intent | null; now: string; familyCodes: number[] },
  { offset, limit }: Window,
): Promise<{ page: Ranked[]; total: number; facts: Map<number, Fact> }> {
  const total = segments.reduce((sum, s) => sum + s.count, 0)
  const now = Date.parse(options.now)
  const first = await inOrder(store, db, segments, options.intent, { offset: 0, limit: Math.min(total, RERANK) })
  const facts = new Map(
    (
      await store.facts(
        db,
        first.map((p) => p.id),
      )
    ).map((f) => [f.id, f]),
  )
  const asTyped = await matchingAsTyped(store, db, segments, first)
  const candidates = first.map((p) => ({
    ...p,
    groups: segments[p.segment].query?.all ?? [],
    asTyped: asTyped.get(p.segment)?.has(p.id) ?? true,
  }))
  const order = rerank(candidates, facts, now, options.intent)
  const coverage = new Map(order.map((c) => [c.id, titleFeatures(facts.get(c.id)?.title ?? '', c.groups).coverage]))
  const ranked = grouped(
    order.map((c) => c.id),
    options.familyCodes,
    facts,
    now,
    (id) => coverage.get(id) ?? 0,
  )
  const page = ranked.slice(offset, offset + limit)
  if (page.length < limit && total > first.length) {
    const from = first.length + Math.max(0, offset - ranked.length)
    const rest = await inOrder(store, db, segments, options.intent, { offset: from, limit: limit - page.length })
    page.push(...rest.map(({ id }) => ({ id })))
  }
  return { page, total: total - (first.length - ranked.length), facts }
}
