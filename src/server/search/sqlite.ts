import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { toFts5, type ParsedQuery } from '@/server/search/query'
import {
  batches,
  list,
  listedOrder,
  runnerOf,
  sharedStatements,
  TYPE_SHIFT,
  type RawHit,
  type Scope,
  type SearchStore,
  type Window,
} from '@/server/search/store'

/**
 * SQLite: FTS5 over `search_entries` (external content, kept by triggers; porter stemming,
 * accents folded, prefix indexes for typing), ranked by bm25 with the title weighted 10 to 1.
 * Entry ids carry the type's code (id >> 32), so facets count from the full-text index alone.
 * Words for the typo fallback sit in `search_terms`, with a trigram index. Tables: the
 * `search_index` migration.
 */
const match = (query: ParsedQuery) => toFts5(query)
const inTitle = (query: ParsedQuery) => `title : (${toFts5(query)})`

/** Entries not yet public (a faves day before its date): few, so excluded by id. */
const hidden = (now: string) => sql`(SELECT id FROM search_entries WHERE visible_from > ${now})`

/** Matches of `expression` in scope: public now, of the types asked for, not yet listed. */
const where = (expression: string, { codes, now, except }: Scope): SQL =>
  sql`search_fts MATCH ${expression} AND rowid NOT IN ${hidden(now)}${
    codes ? sql` AND (rowid >> 32) IN (${list(codes)})` : sql``
  }${except?.length ? sql` AND rowid NOT IN (${list(except)})` : sql``}`

/** Entries of the types in scope, public now, not yet listed: ranges of the primary key. */
const listedWhere = ({ codes, now, except }: Scope): SQL =>
  sql`(${sql.join(
    (codes ?? []).map((code) => sql`id BETWEEN ${code * TYPE_SHIFT} AND ${(code + 1) * TYPE_SHIFT - 1}`),
    sql` OR `,
  )}) AND (visible_from IS NULL OR visible_from <= ${now})${
    except?.length ? sql` AND id NOT IN (${list(except)})` : sql``
  }`

const ids = (rows: { id: number | bigint }[]) => rows.map((r) => Number(r.id))

export const sqliteStore: SearchStore = {
  // bm25 costs about a microsecond per match here (measured under load, docs/performance.md).
  rankLimit: 10_000,
  ...sharedStatements,
  read: async (payload, fn) => fn(await runnerOf(payload)),
  async upsert(db, entries) {
    for (const batch of batches(entries, 200)) {
      const values = batch.map(
        (e) =>
          sql`(${e.id}, ${e.type}, ${e.docId}, ${e.title}, ${e.body}, ${e.path}, ${e.image}, ${e.date}, ${e.visibleFrom}, ${e.endsAt})`,
      )
      // An update is delete + insert: the triggers keep the FTS index exact either way.
      await db.run(sql`DELETE FROM search_entries WHERE id IN (${list(batch.map((e) => e.id))})`)
      await db.run(
        sql`INSERT INTO search_entries (id, doc_type, doc_id, title, body, path, image_id, date, visible_from, ends_at) VALUES ${sql.join(values, sql`, `)}`,
      )
    }
  },
  async facets(db, query, now) {
    const rows = await db.all<{ code: number; n: number }>(sql`
      SELECT rowid >> 32 AS code, count(*) AS n FROM search_fts
      WHERE ${where(match(query), { codes: null, now })} GROUP BY code`)
    return new Map(rows.map((r) => [Number(r.code), Number(r.n)]))
  },
  async ranked(db, query, scope, { limit, offset }) {
    return ids(
      await db.all(sql`
        SELECT rowid AS id FROM search_fts WHERE ${where(match(query), scope)}
        ORDER BY bm25(search_fts, 10.0, 1.0), rowid DESC LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async count(db, query, scope, { title = false, upTo }) {
    const [row] = await db.all<{ n: number }>(sql`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM search_fts WHERE ${where(title ? inTitle(query) : match(query), scope)} LIMIT ${upTo + 1}
      )`)
    return Number(row?.n ?? 0)
  },
  async titleMatches(db, query, scope, { limit, offset }, order) {
    const by = order === 'rank' ? sql`bm25(search_fts, 10.0, 1.0), rowid DESC` : sql`rowid DESC`
    return ids(
      await db.all(sql`
        SELECT rowid AS id FROM search_fts WHERE ${where(inTitle(query), scope)}
        ORDER BY ${by} LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async rest(db, query, scope, { limit, offset }: Window) {
    // FTS5 walks its doclists backwards for ORDER BY rowid DESC: it stops after the page.
    return ids(
      await db.all(sql`
        SELECT rowid AS id FROM search_fts WHERE ${where(`(${match(query)}) NOT ${inTitle(query)}`, scope)}
        ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async hits(db, query, wanted) {
    if (wanted.length === 0) return []
    // Snippets for this page only: snippet() in a ranking query would run for every match.
    return db.all<RawHit>(sql`
      SELECT e.id, e.doc_type, e.doc_id, e.title, e.path, e.image_id, e.date,
        snippet(search_fts, 1, char(2), char(3), '…', 48) AS snippet
      FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
      WHERE search_fts MATCH ${match(query)} AND search_fts.rowid IN (${list(wanted)})`)
  },
  async matching(db, query, wanted) {
    if (wanted.length === 0) return new Set()
    const rows = await db.all<{ id: number }>(sql`
      SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${match(query)} AND rowid IN (${list(wanted)})`)
    return new Set(ids(rows))
  },
  async similarTerms(db, word) {
    const grams = new Set<string>()
    for (let i = 0; i + 3 <= word.length; i += 1) grams.add(`"${word.slice(i, i + 3)}"`)
    if (grams.size === 0) return []
    const rows = await db.all<{ term: string }>(sql`
      SELECT term FROM search_terms_fts WHERE search_terms_fts MATCH ${[...grams].join(' OR ')}
      ORDER BY rank LIMIT 40`)
    return rows.map((r) => r.term)
  },
  async listed(db, scope, { limit, offset }, intent) {
    return ids(
      await db.all(sql`
        SELECT id FROM search_entries WHERE ${listedWhere(scope)}
        ORDER BY ${listedOrder(sql`${scope.now}`, intent)} LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async listedCounts(db, scope) {
    const rows = await db.all<{ code: number; n: number }>(sql`
      SELECT id >> 32 AS code, count(*) AS n FROM search_entries WHERE ${listedWhere(scope)} GROUP BY code`)
    return new Map(rows.map((r) => [Number(r.code), Number(r.n)]))
  },
  async nextReveal(db, now) {
    const [row] = await db.all<{ at: string | null }>(sql`
      SELECT min(visible_from) AS at FROM search_entries WHERE visible_from > ${now}`)
    return row?.at ?? null
  },
  async completions(db, prefix, limit) {
    // A range of the unique index on term (BINARY collation: plain code-point order).
    const rows = await db.all<{ term: string }>(sql`
      SELECT term FROM search_terms WHERE term >= ${prefix} AND term < ${`${prefix}\u{10FFFF}`}
      ORDER BY length(term), term LIMIT ${limit}`)
    return rows.map((r) => r.term)
  },
}
