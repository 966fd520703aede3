import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { ParsedQuery } from '@/server/search/query'

/** A statement runner on Payload's own connection, inside the request's transaction when it has one. */
export type Runner = {
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

type Drizzle = {
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}
type Sessions = Record<string | number, { db: Drizzle } | undefined>

export async function runnerOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Runner> {
  const adapter = payload.db as unknown as { drizzle: Drizzle; sessions?: Sessions }
  const id = req?.transactionID ? await req.transactionID : undefined
  const db = (id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle
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

export type MatchOptions = { codes: number[] | null; limit: number; offset: number; now: string }
/** A ranked hit: the stored row and its snippet, with matches between \u0002 and \u0003. */
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

/** What a database does for search; src/server/search/{sqlite,postgres}.ts are the two. */
export type SearchStore = {
  upsert(db: Runner, entries: StoredEntry[]): Promise<void>
  remove(db: Runner, ids: number[]): Promise<void>
  clear(db: Runner): Promise<void>
  addTerms(db: Runner, terms: string[]): Promise<void>
  /** Matches per type code, for the facets (ignoring the type filter). */
  facets(db: Runner, query: ParsedQuery, now: string): Promise<Map<number, number>>
  /** One page of hits, best first. */
  page(db: Runner, query: ParsedQuery, options: MatchOptions): Promise<RawHit[]>
  /** Words of the index that look like `word` (candidates for a typo's correction). */
  similarTerms(db: Runner, word: string): Promise<string[]>
  /** Which of `words` the index holds. */
  knownTerms(db: Runner, words: string[]): Promise<Set<string>>
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
