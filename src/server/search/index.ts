import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { CONTENT_TYPES, descriptorOf, pathOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { env, isPostgres } from '@/env'
import { dayStart } from '@/lib/faves/day'
import type { Media } from '@/payload-types'
import { indexChanged, remembering } from '@/server/search/memory'
import { pageOf } from '@/server/search/page'
import { planSearch } from '@/server/search/plan'
import { postgresStore } from '@/server/search/postgres'
import { isEmpty, MAX_QUERY_LENGTH, parseQuery, wordsOf } from '@/server/search/query'
import { segmentsOf, type Counter } from '@/server/search/segments'
import { snippetParts, type SearchTextPart } from '@/server/search/snippet'
import { sqliteStore } from '@/server/search/sqlite'
import { runnerOf, TYPE_SHIFT, type RawHit } from '@/server/search/store'
import { readSynonyms } from '@/server/search/synonyms'
import { textAtPath } from '@/server/search/text'

/**
 * Site search: one index over every content type whose descriptor declares `search`, on the
 * database itself (SQLite FTS5, or PostgreSQL tsvector), behind this one interface. Hooks keep it
 * in step with what visitors can see (src/server/search/hooks.ts); `search:rebuild` rebuilds it.
 */

/** The types search covers: every descriptor that declares `search`. */
export const SEARCHABLE: ContentType[] = CONTENT_TYPES.filter((type) => descriptorOf(type).search)

/** A type's code in entry ids (its descriptor's `search.code`). */
const codeOf = (type: ContentType) => descriptorOf(type).search!.code

export const entryId = (type: ContentType, id: number) => codeOf(type) * TYPE_SHIFT + id

const store = () => (isPostgres ? postgresStore : sqliteStore)
/** The store as searches read it: its counts kept between them (memory.ts). */
const reading = () => (isPostgres ? remembered.postgres : remembered.sqlite)
const remembered = { postgres: remembering(postgresStore), sqlite: remembering(sqliteStore) }

/** Past this many matches a query is broad (see page.ts). */
export const rankLimit = () => store().rankLimit

export type SearchParams = {
  query: string
  types?: ContentType[]
  page?: number
  perPage?: number
  /** While typing: the last word matches as a prefix too. */
  prefix?: boolean
  /**
   * Whether to count the matches per type (facets) and in all (total, totalPages): true unless
   * the caller shows none of them (the header's instant results), which spares counting every
   * match of a broad query. Without counts, facets are empty and total counts no further than
   * the rank limit.
   */
  counts?: boolean
}
export type { SearchTextPart }
export type SearchImage = { url: string; alt: string; width: number | null; height: number | null }
export type SearchHit = {
  type: ContentType
  id: number
  title: string
  url: string
  snippet: SearchTextPart[]
  image: SearchImage | null
  date: string | null
  /** A family's result (a tour's dates): how many entries it stands for, and those found, nearest first. */
  group: { count: number; hits: SearchHit[] } | null
}
export type SearchFacet = { type: ContentType; label: string; count: number }
export type SearchResult = {
  query: string
  /** Set when a word the index does not hold was read as the closest word it does hold. */
  correctedQuery: string | null
  total: number
  page: number
  perPage: number
  totalPages: number
  hits: SearchHit[]
  facets: SearchFacet[]
}

/** A request search cannot answer, in words for the visitor (a 400 / BAD_USER_INPUT). */
export class SearchInputError extends Error {}

export const MAX_PER_PAGE = 50
export const MAX_PAGE = 100

function checked({ query, types = [], page = 1, perPage = 10 }: SearchParams) {
  if (query.length > MAX_QUERY_LENGTH) {
    throw new SearchInputError(`Search for at most ${MAX_QUERY_LENGTH} characters.`)
  }
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new SearchInputError(`The page must be a whole number from 1 to ${MAX_PAGE}.`)
  }
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new SearchInputError(`Results per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
  }
  const unknown = types.find((type) => !SEARCHABLE.includes(type))
  if (unknown) throw new SearchInputError(`"${unknown}" is not something search can filter by.`)
  return { query, types: [...new Set(types)], page, perPage }
}

async function imagesOf(payload: Payload, ids: number[]): Promise<Map<number, SearchImage>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    select: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return new Map(
    (docs as Media[]).flatMap((m) => {
      const card = m.sizes?.card
      const url = card?.url ?? m.url
      if (!url) return []
      const image: SearchImage = {
        url,
        alt: m.alt ?? '',
        width: (card?.url ? card.width : m.width) ?? null,
        height: (card?.url ? card.height : m.height) ?? null,
      }
      return [[m.id, image] as const]
    }),
  )
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

async function hitsOf(payload: Payload, rows: RawHit[]): Promise<SearchHit[]> {
  const images = await imagesOf(payload, [...new Set(rows.flatMap((r) => (r.image_id ? [Number(r.image_id)] : [])))])
  return rows.map((row) => ({
    type: row.doc_type as ContentType,
    id: Number(row.doc_id),
    title: row.title,
    url: row.path,
    snippet: snippetParts(row.snippet),
    image: row.image_id ? (images.get(Number(row.image_id)) ?? null) : null,
    date: iso(row.date),
    group: null,
  }))
}

/** Types whose entries are one family (a tour's dates): shown as one result. */
const FAMILIES = SEARCHABLE.filter((type) => descriptorOf(type).search!.family)

/** A family's result: its lead entry's picture and date, its name and count, its entries nearest first. */
function familyHit(members: SearchHit[], count: number): SearchHit {
  const [lead] = members
  const { index, search } = descriptorOf(lead.type)
  return {
    ...lead,
    title: search!.family!(Math.max(count, members.length), lead.title),
    url: index,
    snippet: [],
    group: { count: Math.max(count, members.length), hits: members },
  }
}

/**
 * Ranked hits for one page, with per-type counts: the words read into a plan (plan.ts:
 * corrections, synonyms, type names), matched in segments (segments.ts: named types first, fewer
 * words when every word finds few), the first results ranked again and families grouped (page.ts,
 * rank.ts).
 */
export async function searchSite(payload: Payload, params: SearchParams): Promise<SearchResult> {
  const { query, types, page, perPage } = checked(params)
  const empty: SearchResult = {
    query,
    correctedQuery: null,
    total: 0,
    page,
    perPage,
    totalPages: 0,
    hits: [],
    facets: [],
  }
  const asked = parseQuery(query, { prefix: params.prefix })
  if (isEmpty(asked)) return empty
  const now = new Date().toISOString()
  const s = reading()
  const found = await s.read(payload, async (db) => {
    const plan = await planSearch(s, db, asked, await readSynonyms(db), now)
    const allCodes = SEARCHABLE.map(codeOf)
    const counted = params.counts !== false
    const count: Counter = async (query, codes) => {
      if (!counted) {
        const total = codes.length ? await s.count(db, query, { codes, now }, { upTo: s.rankLimit }) : 0
        return { total, perType: new Map() }
      }
      const perType = await s.facets(db, query, now)
      return { total: codes.reduce((n, code) => n + (perType.get(code) ?? 0), 0), perType }
    }
    const scope = { codes: types.length ? types.map(codeOf) : allCodes, now }
    const { segments, perType } = await segmentsOf(
      s,
      db,
      count,
      { ...plan, typeCodes: plan.types.map(codeOf) },
      scope,
      allCodes,
    )
    const facets = SEARCHABLE.flatMap((type) => {
      const n = perType.get(codeOf(type)) ?? 0
      return counted && n > 0 ? [{ type, label: labelOf(type), count: n }] : []
    }).sort((a, b) => b.count - a.count) // stable: equal counts keep the registry's order
    const all = segments.reduce((sum, segment) => sum + segment.count, 0)
    if (all === 0) return facets.length ? { facets, total: 0, totalPages: 0, rows: [], page: [], plan } : null
    const { page: ranked, total } = await pageOf(
      s,
      db,
      segments,
      { intent: plan.intent, now, familyCodes: FAMILIES.map(codeOf) },
      { limit: perPage, offset: (page - 1) * perPage },
    )
    const totalPages = Math.ceil(total / perPage)
    const single = ranked.flatMap((r) => (r.members ? [] : [r.id]))
    // Snippets mark any of the words, whichever tier or segment an entry came from; an entry of a
    // named type may hold none (its text's start then), and a family's shows its entries' dates.
    const matched = await s.hits(db, { ...plan.query, atLeast: 1 }, single)
    const unmatched = [
      ...single.filter((id) => !matched.some((r) => Number(r.id) === id)),
      ...ranked.flatMap((r) => r.members ?? []),
    ]
    const rows = [...matched, ...(await s.plainHits(db, unmatched))]
    return { facets, total, totalPages, rows, page: ranked, plan, familyCounts: perType }
  })
  if (!found) return empty
  const byId = new Map((await hitsOf(payload, found.rows)).map((hit) => [entryId(hit.type, hit.id), hit]))
  const hits = found.page.flatMap((r) => {
    const members = (r.members ?? [r.id]).flatMap((id) => byId.get(id) ?? [])
    if (members.length === 0) return []
    if (!r.members) return members
    const count = found.familyCounts?.get(Math.floor(r.id / TYPE_SHIFT)) ?? 0
    return [familyHit(members, count)]
  })
  return {
    ...empty,
    correctedQuery: found.plan.corrected,
    total: found.total,
    totalPages: found.totalPages,
    facets: found.facets,
    hits,
  }
}

const labelOf = (type: ContentType) => {
  const plural = descriptorOf(type).label.plural
  return plural.charAt(0).toUpperCase() + plural.slice(1)
}

// ——— Writing the index ———

export type SearchEntry = {
  type: ContentType
  id: number
  title: string
  body: string
  path: string
  image: number | null
  date: string | null
  visibleFrom: string | null
  /** For things that happen: when they stop being current (past shows rank after current ones). */
  endsAt?: string | null
}

/** The most of a document's text the index keeps (a long transcript's first ~15 000 words). */
const MAX_BODY = 100_000

const refId = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/** A published document as the index holds it; read at the type's `search.depth`. */
export function entryOf(
  type: ContentType,
  doc: Record<string, unknown> & { id: number },
  req: PayloadRequest,
): SearchEntry {
  const spec = descriptorOf(type).search
  if (!spec) throw new Error(`Search: "${type}" is not searchable.`)
  const fields = req.payload.collections[type].config.fields
  const day = spec.visibleFromDay?.(doc as never) ?? null
  const date = spec.date?.(doc as never) ?? null
  const endsAt = spec.endsAt?.(doc as never) ?? null
  return {
    type,
    id: doc.id,
    title: typeof doc[spec.title] === 'string' ? (doc[spec.title] as string) : '',
    body: spec.fields
      .flatMap((path) => textAtPath(fields, doc, path, req))
      .join('\n')
      .slice(0, MAX_BODY),
    path: pathOf(type, doc),
    image: refId(spec.image?.(doc as never)),
    date: date ? new Date(date).toISOString() : null,
    visibleFrom: day ? dayStart(env.SITE_TIME_ZONE, day).toISOString() : null,
    endsAt: endsAt ? new Date(endsAt).toISOString() : null,
  }
}

/** Words worth correcting a typo to: 3 to 30 letters, not a number. */
const termsOf = (entries: SearchEntry[]) => [
  ...new Set(
    entries
      .flatMap((e) => wordsOf(`${e.title} ${e.body}`))
      .filter((w) => w.length >= 3 && w.length <= 30 && !/^\d+$/.test(w)),
  ),
]

/** Adds or replaces entries (in `req`'s transaction when given). */
export async function writeEntries(payload: Payload, entries: SearchEntry[], req?: Partial<PayloadRequest>) {
  if (entries.length === 0) return
  const db = await runnerOf(payload, req)
  await store().upsert(
    db,
    entries.map((e) => ({ ...e, id: entryId(e.type, e.id), docId: e.id, endsAt: e.endsAt ?? null })),
  )
  await store().addTerms(db, termsOf(entries))
  await indexChanged(req)
}

export async function removeEntries(
  payload: Payload,
  docs: { type: ContentType; id: number }[],
  req?: Partial<PayloadRequest>,
) {
  if (docs.length === 0) return
  await store().remove(
    await runnerOf(payload, req),
    docs.map((d) => entryId(d.type, d.id)),
  )
  await indexChanged(req)
}

/**
 * The request an anonymous visitor's read runs as: no user, in `req`'s transaction (so a change
 * not yet committed is seen), with a data loader of its own (Payload's caches populated documents
 * by access override, not by user: a staff caller's drafts must not be handed on).
 */
const anonymous = (req: PayloadRequest): PayloadRequest =>
  ({ ...req, user: null, payloadDataLoader: undefined }) as unknown as PayloadRequest

/**
 * Reads documents as the index needs them: the published versions, at the type's depth, with
 * their relations as an anonymous visitor reads them (published only, read access applied: a
 * draft performer in a published show's lineup stays an id and gives no name). The documents
 * themselves are read regardless of access, so that one published ahead of its day (a faves day)
 * is indexed with its `visibleFrom`; such a document's relations are not read at all until a
 * visitor may read it.
 */
export async function publishedDocs(type: ContentType, req: PayloadRequest, ids?: number[]) {
  const spec = descriptorOf(type).search!
  const drafts = Boolean(req.payload.collections[type].config.versions?.drafts)
  const docs: (Record<string, unknown> & { id: number })[] = []
  for (let page = 1; ; page += 1) {
    const batch = await req.payload.find({
      collection: type,
      where: {
        and: [...(ids ? [{ id: { in: ids } }] : []), ...(drafts ? [{ _status: { equals: 'published' } }] : [])],
      },
      depth: 0,
      draft: false,
      limit: 200,
      page,
      overrideAccess: true,
      req,
    })
    const found = batch.docs as unknown as (Record<string, unknown> & { id: number })[]
    docs.push(...(spec.depth ? await withRelations(type, found, spec.depth, req) : found))
    if (!batch.hasNextPage) return docs.filter((doc) => spec.shown?.(doc as never) ?? true)
  }
}

/** The same documents read again by an anonymous visitor at `depth` where the visitor may read them. */
async function withRelations(
  type: ContentType,
  docs: (Record<string, unknown> & { id: number })[],
  depth: number,
  req: PayloadRequest,
) {
  if (docs.length === 0) return docs
  const { docs: read } = await req.payload.find({
    collection: type,
    where: { id: { in: docs.map((doc) => doc.id) } },
    depth,
    draft: false,
    pagination: false,
    overrideAccess: false,
    req: anonymous(req),
  })
  const populated = new Map((read as unknown as (Record<string, unknown> & { id: number })[]).map((d) => [d.id, d]))
  return docs.map((doc) => populated.get(doc.id) ?? doc)
}

/** Re-indexes documents of one type from what is stored: the published ones in, the rest out. */
export async function reindex(type: ContentType, ids: number[], req: PayloadRequest) {
  const docs = await publishedDocs(type, req, ids)
  await writeEntries(
    req.payload,
    docs.map((doc) => entryOf(type, doc, req)),
    req,
  )
  const found = new Set(docs.map((d) => d.id))
  await removeEntries(
    req.payload,
    ids.filter((id) => !found.has(id)).map((id) => ({ type, id })),
    req,
  )
}

/** Empties the index and fills it from every published document. Returns how many it holds. */
export async function rebuildSearch(payload: Payload, req: PayloadRequest): Promise<number> {
  await store().clear(await runnerOf(payload, req))
  await indexChanged(req)
  let count = 0
  for (const type of SEARCHABLE) {
    const docs = await publishedDocs(type, req)
    for (let i = 0; i < docs.length; i += 200) {
      await writeEntries(
        payload,
        docs.slice(i, i + 200).map((doc) => entryOf(type, doc, req)),
        req,
      )
    }
    count += docs.length
  }
  return count
}

/** How many entries the index holds (the migrate step rebuilds an empty index). */
export async function indexedCount(payload: Payload): Promise<number> {
  const [row] = await (
    await runnerOf(payload)
  ).all<{ n: number | string }>(sql`SELECT count(*) AS n FROM search_entries`)
  return Number(row?.n ?? 0)
}

/**
 * After migrating: an empty index over a database with documents (one from before search, or
 * filled with its hooks off) is built from what is stored. Otherwise it costs one count.
 */
export async function backfillSearch(payload: Payload): Promise<number> {
  if ((await indexedCount(payload)) > 0) return 0
  const { createLocalReq } = await import('payload')
  const count = await rebuildSearch(payload, await createLocalReq({}, payload))
  if (count > 0) payload.logger.info(`Search index: built from ${count} published documents.`)
  return count
}
