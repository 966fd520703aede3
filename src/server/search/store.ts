import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { Runner } from '@/server/db/runner'
import type { ParsedQuery } from '@/server/search/query'
import type { Intent } from '@/server/search/words'

export { runnerFor, runnerOf, type Drizzle, type Runner } from '@/server/db/runner'

/** One indexed document, as stored: `id` packs the type's code and the document's id. */
export type StoredEntry = {
  id: number
  type: string
  docId: number
  title: string
  body: string
  path: string
  image: number | null
  date: string | null
  visibleFrom: string | null
  endsAt: string | null
}

/**
 * Which hits a read covers: the types asked for (codes; null for all), the moment "now", and
 * entries already listed (a relaxed query's stricter tiers: a few ids) left out.
 */
export type Scope = { codes: number[] | null; now: string; except?: number[] }
export type Window = { limit: number; offset: number }

/** A hit as stored, with its snippet: matches between \u0002 and \u0003. */
export type RawHit = {
  id: number
  doc_type: string
  doc_id: number
  title: string
  path: string
  image_id: number | null
  date: string | Date | null
  snippet: string | null
}

/**
 * What a database does for search; src/server/search/{sqlite,postgres}.ts are the two. Ranking
 * costs each store time per match; past `rankLimit` matches a query is broad (its words are in
 * most documents and tell little apart), and searchSite pages through title matches, ranked,
 * then the other matches in entry order, which never reads every match.
 */
export type SearchStore = {
  rankLimit: number
  /** Runs the reads of one search (Postgres: in one read-only transaction with its settings). */
  read<T>(payload: Payload, fn: (db: Runner) => Promise<T>): Promise<T>
  upsert(db: Runner, entries: StoredEntry[]): Promise<void>
  remove(db: Runner, ids: number[]): Promise<void>
  clear(db: Runner): Promise<void>
  addTerms(db: Runner, terms: string[]): Promise<void>
  /** Matches per type code, for the facets (ignoring the type filter). */
  facets(db: Runner, query: ParsedQuery, now: string): Promise<Map<number, number>>
  /** Entry ids of every match, best first. */
  ranked(db: Runner, query: ParsedQuery, scope: Scope, window: Window): Promise<number[]>
  /** How many entries match (in their title only, with `title`), counting no further than `upTo` + 1. */
  count(db: Runner, query: ParsedQuery, scope: Scope, options: { title?: boolean; upTo: number }): Promise<number>
  /** Entry ids of the title matches: best first, or in entry order (highest id first). */
  titleMatches(db: Runner, query: ParsedQuery, scope: Scope, window: Window, order: 'rank' | 'entry'): Promise<number[]>
  /** Entry ids of the matches without a title match, in entry order (highest id first). */
  rest(db: Runner, query: ParsedQuery, scope: Scope, window: Window): Promise<number[]>
  /** The hits of these ids (any order), with snippets. */
  hits(db: Runner, query: ParsedQuery, ids: number[]): Promise<RawHit[]>
  /** The hits of these ids that match no word (listed because their type was named): their text's start as snippet. */
  plainHits(db: Runner, ids: number[]): Promise<RawHit[]>
  /** Which of these entries (a few: the first results) match `query`. */
  matching(db: Runner, query: ParsedQuery, ids: number[]): Promise<Set<number>>
  /** What ranking reads of these entries besides the match: title and dates. */
  facts(db: Runner, ids: number[]): Promise<Fact[]>
  /** Every public entry of the types in scope: current ones first (soonest first), then the rest, newest first. */
  listed(db: Runner, scope: Scope, window: Window, intent: Intent | null): Promise<number[]>
  /** How many public entries of the types in scope there are, per type code. */
  listedCounts(db: Runner, scope: Scope): Promise<Map<number, number>>
  /** Words of the index that look like `word` (candidates for a typo's correction). */
  similarTerms(db: Runner, word: string): Promise<string[]>
  /** Which of `words` the index holds. */
  knownTerms(db: Runner, words: string[]): Promise<Set<string>>
  /** When the next entry not yet public appears (null: none waits): until then, counts stand. */
  nextReveal(db: Runner, now: string): Promise<string | Date | null>
  /** The shortest words of the index that start with `prefix` (for the word being typed). */
  completions(db: Runner, prefix: string, limit: number): Promise<string[]>
}

/** Characters of a text's start that make a snippet when no word of it matched. */
const PLAIN_SNIPPET = 240

/** An entry as ranking reads it (dates as the database returns them). */
export type Fact = { id: number; title: string; date: string | Date | null; ends_at: string | Date | null }

/**
 * The order of `listed`: things still to come or open first, soonest first (a giveaway open now
 * before one opening later), then undated ones, then past ones; each newest first. `past` asks
 * for past ones first, `recent` for the newest whatever their time.
 */
export function listedOrder(now: SQL, intent: Intent | null): SQL {
  const band = sql`CASE WHEN ends_at IS NULL THEN 1 WHEN ends_at > ${now} THEN 0 ELSE 2 END`
  const newest = sql`date DESC NULLS LAST, id DESC`
  if (intent === 'recent') return newest
  return sql`${band}${intent === 'past' ? sql` DESC` : sql``}, CASE WHEN ends_at > ${now} THEN date END ASC, ${newest}`
}

/** `a, b, c` of bound parameters. */
export const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** Rows in groups small enough for one statement's parameters. */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}

/** The type code of an entry id (ids are code × 2³² + document id, in both databases). */
export const TYPE_SHIFT = 2 ** 32

/** The statements both databases write alike (both speak ON CONFLICT DO NOTHING). */
export const sharedStatements: Pick<
  SearchStore,
  'remove' | 'clear' | 'addTerms' | 'knownTerms' | 'facts' | 'plainHits'
> = {
  async remove(db, removed) {
    for (const batch of batches(removed, 500)) {
      await db.run(sql`DELETE FROM search_entries WHERE id IN (${list(batch)})`)
    }
  },
  async clear(db) {
    await db.run(sql`DELETE FROM search_entries`)
    await db.run(sql`DELETE FROM search_terms`)
  },
  async addTerms(db, terms) {
    for (const batch of batches(terms, 500)) {
      await db.run(
        sql`INSERT INTO search_terms (term) VALUES ${sql.join(
          batch.map((t) => sql`(${t})`),
          sql`, `,
        )} ON CONFLICT DO NOTHING`,
      )
    }
  },
  async knownTerms(db, words) {
    if (words.length === 0) return new Set()
    const rows = await db.all<{ term: string }>(sql`SELECT term FROM search_terms WHERE term IN (${list(words)})`)
    return new Set(rows.map((r) => r.term))
  },
  async plainHits(db, ids) {
    if (ids.length === 0) return []
    const rows = await db.all<RawHit>(sql`
      SELECT id, doc_type, doc_id, title, path, image_id, date, substr(body, 1, ${PLAIN_SNIPPET}) AS snippet
      FROM search_entries WHERE id IN (${list(ids)})`)
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  },
  async facts(db, ids) {
    if (ids.length === 0) return []
    const rows = await db.all<Fact>(sql`SELECT id, title, date, ends_at FROM search_entries WHERE id IN (${list(ids)})`)
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  },
}
