import { sql } from '@payloadcms/db-sqlite/drizzle'

import { toTsquery, type ParsedQuery } from '@/server/search/query'
import { batches, list, TYPE_SHIFT, type RawHit, type SearchStore } from '@/server/search/store'

/**
 * PostgreSQL: a stored tsvector per entry (`english`: the title weighted A, the rest B) with a GIN
 * index, ranked by ts_rank; snippets by ts_headline for the page's rows only. Words for the typo
 * fallback sit in `search_terms` with a pg_trgm index. Tables: the `search_index` migration.
 */
const tsquery = (query: ParsedQuery) => sql`to_tsquery('english', ${toTsquery(query)})`
const visible = (now: string) => sql`(visible_from IS NULL OR visible_from <= ${now}::timestamptz)`
const code = sql`(id / ${TYPE_SHIFT})::int`

export const postgresStore: SearchStore = {
  async upsert(db, entries) {
    for (const batch of batches(entries, 200)) {
      const values = batch.map(
        (e) =>
          sql`(${e.id}, ${e.type}, ${e.docId}, ${e.title}, ${e.body}, ${e.path}, ${e.image}, ${e.date}::timestamptz, ${e.visibleFrom}::timestamptz)`,
      )
      await db.run(sql`
        INSERT INTO search_entries (id, doc_type, doc_id, title, body, path, image_id, date, visible_from)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (id) DO UPDATE SET doc_type = excluded.doc_type, doc_id = excluded.doc_id,
          title = excluded.title, body = excluded.body, path = excluded.path, image_id = excluded.image_id,
          date = excluded.date, visible_from = excluded.visible_from`)
    }
  },
  async remove(db, ids) {
    for (const batch of batches(ids, 500)) await db.run(sql`DELETE FROM search_entries WHERE id IN (${list(batch)})`)
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
  async facets(db, query, now) {
    const rows = await db.all<{ code: number; n: string | number }>(sql`
      SELECT ${code} AS code, count(*) AS n FROM search_entries
      WHERE document @@ ${tsquery(query)} AND ${visible(now)}
      GROUP BY 1`)
    return new Map(rows.map((r) => [Number(r.code), Number(r.n)]))
  },
  async page(db, query, { codes, limit, offset, now }) {
    const q = tsquery(query)
    const types = codes ? sql` AND ${code} IN (${list(codes)})` : sql``
    // ts_headline runs on the page's rows only: the ranking happens in the inner query.
    const rows = await db.all<RawHit & { id: string | number; doc_id: number }>(sql`
      SELECT hit.id, hit.doc_type, hit.doc_id, hit.title, hit.path, hit.image_id, hit.date,
        ts_headline('english', hit.body, ${q},
          'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') AS snippet
      FROM (
        SELECT id, doc_type, doc_id, title, body, path, image_id, date,
          ts_rank('{0.1, 0.2, 0.4, 1.0}', document, ${q}) AS rank
        FROM search_entries
        WHERE document @@ ${q} AND ${visible(now)}${types}
        ORDER BY rank DESC, id DESC LIMIT ${limit} OFFSET ${offset}
      ) hit
      ORDER BY hit.rank DESC, hit.id DESC`)
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  },
  async similarTerms(db, word) {
    const rows = await db.all<{ term: string }>(sql`
      SELECT term FROM search_terms WHERE term % ${word} ORDER BY similarity(term, ${word}) DESC, term LIMIT 40`)
    return rows.map((r) => r.term)
  },
  async knownTerms(db, words) {
    if (words.length === 0) return new Set()
    const rows = await db.all<{ term: string }>(sql`SELECT term FROM search_terms WHERE term IN (${list(words)})`)
    return new Set(rows.map((r) => r.term))
  },
}
