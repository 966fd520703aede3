import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { toTsquery, wordsAskedFor, type ParsedQuery } from '@/server/search/query'
import {
  batches,
  list,
  listedOrder,
  runnerFor,
  sharedStatements,
  TYPE_SHIFT,
  type Drizzle,
  type RawHit,
  type Scope,
  type SearchStore,
} from '@/server/search/store'

/**
 * PostgreSQL: each entry's words as a tsvector (`english`: the title weighted A, the rest B) in
 * the narrow `search_vectors` (kept by a trigger; the vector stored out of line, so counting
 * matches reads few pages), with a GIN index; the title's own vector on `search_entries` for the
 * title tier. ts_rank orders; ts_headline writes the snippets of the page's rows only. Words for
 * the typo fallback sit in `search_terms` with a pg_trgm index. Tables: the `search_index`
 * migration.
 */
const tsquery = (query: ParsedQuery) => sql`to_tsquery('english', ${toTsquery(query)})`
const code = sql`(id / ${TYPE_SHIFT})::int`

/** Entries not yet public (a faves day before its date): few, so excluded by id. */
const hidden = (now: string) => sql`(SELECT id FROM search_entries WHERE visible_from > ${now}::timestamptz)`
const inScope = ({ codes, now, except }: Scope): SQL =>
  sql`id NOT IN ${hidden(now)}${codes ? sql` AND ${code} IN (${list(codes)})` : sql``}${
    except?.length ? sql` AND id NOT IN (${list(except)})` : sql``
  }`

/** Entries of the types in scope, public now, not yet listed: ranges of the primary key. */
const listedWhere = ({ codes, now, except }: Scope): SQL =>
  sql`(${sql.join(
    (codes ?? []).map((c) => sql`id BETWEEN ${c * TYPE_SHIFT} AND ${(c + 1) * TYPE_SHIFT - 1}`),
    sql` OR `,
  )}) AND (visible_from IS NULL OR visible_from <= ${now}::timestamptz)${
    except?.length ? sql` AND id NOT IN (${list(except)})` : sql``
  }`
/**
 * What an entry matching the query's phrases must hold, for the GIN index to narrow the candidates
 * before each one's word positions are checked: every phrase's adjacent word pairs (stored in each
 * vector by the `search_word_pairs` migration). Null when no phrase needs it, and for a relaxed
 * query (some groups may be missing). Words alone are already exact in the index; the word being
 * typed and excluded words are left to the query itself.
 */
function phrasePairs(query: ParsedQuery): SQL | null {
  if (query.atLeast && query.atLeast < query.all.length) return null
  const clauses = query.all
    .filter((g) => g.any.some((u) => u.words.length > 1) && !g.any.some((u) => u.typed))
    .map((g) =>
      sql.join(
        g.any.map((u) =>
          u.words.length > 1
            ? sql`search_phrase_pairs(${u.words.join(' ')}::text)`
            : sql`plainto_tsquery('english', ${u.words[0]})`,
        ),
        sql` || `,
      ),
    )
  return clauses.length
    ? sql.join(
        clauses.map((c) => sql`(${c})`),
        sql` && `,
      )
    : null
}

/** The entries whose vector matches the query (the phrases narrowed by their pairs first). */
function matches(query: ParsedQuery): SQL {
  const pairs = phrasePairs(query)
  return pairs ? sql`document @@ ${tsquery(query)} AND document @@ (${pairs})` : sql`document @@ ${tsquery(query)}`
}

const titleMatches = (query: ParsedQuery) =>
  sql`(SELECT id FROM search_entries WHERE title_vector @@ ${tsquery(query)})`

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id))

/**
 * Where a snippet's window starts: near the first place the first word asked for appears (its
 * first letters, as stemming keeps them). ts_headline then reads 600 characters, not a whole
 * transcript.
 */
function windowStart(query: ParsedQuery): SQL {
  const first = wordsAskedFor(query)[0] ?? ''
  const anchor = first.slice(0, Math.max(3, Math.min(first.length, first.length - 2)))
  return sql`greatest(1, strpos(lower(body), ${anchor}) - 200)`
}

export const postgresStore: SearchStore = {
  // ts_rank reads each match's vector out of line: a few microseconds a match.
  rankLimit: 1_000,
  ...sharedStatements,
  async read(payload, fn) {
    const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
    return db.transaction!(
      async (tx) => {
        // The planner prices @@ as cheap and would scan the whole table for common words; the
        // GIN index is always the faster way here.
        await tx.execute!(sql`SET LOCAL enable_seqscan = off`)
        return fn(runnerFor(tx))
      },
      { accessMode: 'read only' },
    )
  },
  async upsert(db, entries) {
    for (const batch of batches(entries, 200)) {
      const values = batch.map(
        (e) =>
          sql`(${e.id}, ${e.type}, ${e.docId}, ${e.title}, ${e.body}, ${e.path}, ${e.image}, ${e.date}::timestamptz, ${e.visibleFrom}::timestamptz, ${e.endsAt}::timestamptz)`,
      )
      await db.run(sql`
        INSERT INTO search_entries (id, doc_type, doc_id, title, body, path, image_id, date, visible_from, ends_at)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (id) DO UPDATE SET doc_type = excluded.doc_type, doc_id = excluded.doc_id,
          title = excluded.title, body = excluded.body, path = excluded.path, image_id = excluded.image_id,
          date = excluded.date, visible_from = excluded.visible_from, ends_at = excluded.ends_at`)
    }
  },
  async facets(db, query, now) {
    const rows = await db.all<{ code: number; n: string | number }>(sql`
      SELECT ${code} AS code, count(*) AS n FROM search_vectors
      WHERE ${matches(query)} AND ${inScope({ codes: null, now })}
      GROUP BY 1`)
    return new Map(rows.map((r) => [Number(r.code), Number(r.n)]))
  },
  async ranked(db, query, scope, { limit, offset }) {
    const q = tsquery(query)
    return ids(
      await db.all(sql`
        SELECT id FROM search_vectors WHERE ${matches(query)} AND ${inScope(scope)}
        ORDER BY ts_rank('{0.1, 0.2, 0.4, 1.0}', document, ${q}) DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async count(db, query, scope, { title = false, upTo }) {
    const q = tsquery(query)
    const matching = title
      ? sql`SELECT 1 FROM search_entries WHERE title_vector @@ ${q} AND ${inScope(scope)}`
      : sql`SELECT 1 FROM search_vectors WHERE ${matches(query)} AND ${inScope(scope)}`
    const [row] = await db.all<{ n: string | number }>(
      sql`SELECT count(*) AS n FROM (${matching} LIMIT ${upTo + 1}) AS matching`,
    )
    return Number(row?.n ?? 0)
  },
  async titleMatches(db, query, scope, { limit, offset }, order) {
    const q = tsquery(query)
    const by = order === 'rank' ? sql`ts_rank(title_vector, ${q}) DESC, id DESC` : sql`id DESC`
    return ids(
      await db.all(sql`
        SELECT id FROM search_entries WHERE title_vector @@ ${q} AND ${inScope(scope)}
        ORDER BY ${by} LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async rest(db, query, scope, { limit, offset }) {
    return ids(
      await db.all(sql`
        SELECT id FROM search_vectors
        WHERE ${matches(query)} AND id NOT IN ${titleMatches(query)} AND ${inScope(scope)}
        ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async hits(db, query, wanted) {
    if (wanted.length === 0) return []
    const rows = await db.all<RawHit & { id: string | number }>(sql`
      SELECT id, doc_type, doc_id, title, path, image_id, date,
        ts_headline('english', substr(body, ${windowStart(query)}, 600), ${tsquery(query)},
          'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=48, MinWords=24, MaxFragments=1, FragmentDelimiter=" … "') AS snippet
      FROM search_entries WHERE id IN (${list(wanted)})`)
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  },
  async matching(db, query, wanted) {
    if (wanted.length === 0) return new Set()
    const rows = await db.all<{ id: string }>(sql`
      SELECT id FROM search_vectors WHERE id IN (${list(wanted)}) AND ${matches(query)}`)
    return new Set(ids(rows))
  },
  async similarTerms(db, word) {
    const rows = await db.all<{ term: string }>(sql`
      SELECT term FROM search_terms WHERE term % ${word} ORDER BY similarity(term, ${word}) DESC, term LIMIT 40`)
    return rows.map((r) => r.term)
  },
  async listed(db, scope, { limit, offset }, intent) {
    return ids(
      await db.all(sql`
        SELECT id FROM search_entries WHERE ${listedWhere(scope)}
        ORDER BY ${listedOrder(sql`${scope.now}::timestamptz`, intent)} LIMIT ${limit} OFFSET ${offset}`),
    )
  },
  async listedCounts(db, scope) {
    const rows = await db.all<{ code: number; n: string | number }>(sql`
      SELECT ${code} AS code, count(*) AS n FROM search_entries WHERE ${listedWhere(scope)} GROUP BY 1`)
    return new Map(rows.map((r) => [Number(r.code), Number(r.n)]))
  },
  async nextReveal(db, now) {
    const [row] = await db.all<{ at: string | Date | null }>(sql`
      SELECT min(visible_from) AS at FROM search_entries WHERE visible_from > ${now}::timestamptz`)
    return row?.at ?? null
  },
  async completions(db, prefix, limit) {
    // Words are letters and digits only: no LIKE wildcards. The text_pattern_ops index serves it.
    const rows = await db.all<{ term: string }>(sql`
      SELECT term FROM search_terms WHERE term LIKE ${`${prefix}%`}
      ORDER BY length(term), term LIMIT ${limit}`)
    return rows.map((r) => r.term)
  },
}
