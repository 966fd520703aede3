import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { ParsedQuery } from '@/server/search/query'

/** A statement runner on Payload's own connection, inside the request's transaction when it has one. */
export type Runner = {
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

export type Drizzle = {
  transaction?: <T>(fn: (tx: Drizzle) => Promise<T>, config?: { accessMode?: 'read only' }) => Promise<T>
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}
type Sessions = Record<string | number, { db: Drizzle } | undefined>

export async function runnerOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Runner> {
  const adapter = payload.db as unknown as { drizzle: Drizzle; sessions?: Sessions }
  const id = req?.transactionID ? await req.transactionID : undefined
  return runnerFor((id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle)
}

/** A runner over a drizzle database or transaction of either dialect. */
export function runnerFor(db: Drizzle): Runner {
  if (db.execute) {
    const execute = db.execute.bind(db)
    return {
      all: async <T>(query: SQL) => (await execute(query)).rows as T[],
      run: async (query: SQL) => void (await execute(query)),
    }
  }
  const all = db.all!.bind(db)
  const run = db.run!.bind(db)
  return { all: async <T>(query: SQL) => (await all(query)) as T[], run: async (query: SQL) => void (await run(query)) }
}

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
}

/** Which hits a read covers: the types asked for (codes; null for all), and the moment "now". */
export type Scope = { codes: number[] | null; now: string }
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
  /** Words of the index that look like `word` (candidates for a typo's correction). */
  similarTerms(db: Runner, word: string): Promise<string[]>
  /** Which of `words` the index holds. */
  knownTerms(db: Runner, words: string[]): Promise<Set<string>>
  /** The shortest words of the index that start with `prefix` (for the word being typed). */
  completions(db: Runner, prefix: string, limit: number): Promise<string[]>
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
export const sharedStatements: Pick<SearchStore, 'remove' | 'clear' | 'addTerms' | 'knownTerms'> = {
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
}
