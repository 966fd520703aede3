import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { CONTENT_TYPES, descriptorOf, pathOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { env, isPostgres } from '@/env'
import { dayStart } from '@/lib/faves/day'
import type { Media } from '@/payload-types'
import { closestTerm } from '@/server/search/distance'
import { postgresStore } from '@/server/search/postgres'
import {
  formatQuery,
  isEmpty,
  MAX_QUERY_LENGTH,
  parseQuery,
  replaceWords,
  typedWord,
  wordsAskedFor,
  wordsOf,
  type ParsedQuery,
} from '@/server/search/query'
import { snippetParts, type SearchTextPart } from '@/server/search/snippet'
import { sqliteStore } from '@/server/search/sqlite'
import { runnerOf, TYPE_SHIFT, type RawHit, type Runner, type Scope, type Window } from '@/server/search/store'
import { textAtPath } from '@/server/search/text'

/**
 * Site search: one index over every content type whose descriptor declares `search`, on the
 * database itself (SQLite FTS5, or PostgreSQL tsvector), behind this one interface. Hooks keep it
 * in step with what visitors can see (src/server/search/hooks.ts); `search:rebuild` rebuilds it.
 */

/** The types search covers: every descriptor that declares `search`. */
export const SEARCHABLE: ContentType[] = CONTENT_TYPES.filter((type) => descriptorOf(type).search)

/**
 * Each type's code in entry ids (code × 2³² + document id). Stored: never renumber a type; a new
 * searchable type takes a free number (the check below refuses to start without one). A broad
 * query lists the matches without a title match in entry order, highest code first: the order
 * here is what a visitor most likely looks for.
 */
const TYPE_CODES: Partial<Record<ContentType, number>> = {
  posts: 15,
  videos: 14,
  memes: 13,
  episodes: 12,
  podcasts: 11,
  printables: 10,
  'tour-shows': 9,
  performers: 8,
  giveaways: 7,
  faves: 6,
  pages: 5,
}
for (const type of SEARCHABLE) {
  if (!TYPE_CODES[type]) throw new Error(`Search: give "${type}" a code in TYPE_CODES (src/server/search/index.ts).`)
}

export const entryId = (type: ContentType, id: number) => TYPE_CODES[type]! * TYPE_SHIFT + id

const store = () => (isPostgres ? postgresStore : sqliteStore)

/** Past this many matches a query is broad (see pageIds). */
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
}
export type SearchFacet = { type: ContentType; label: string; count: number }
export type SearchResult = {
  query: string
  /** Set when nothing matched what was typed and a corrected spelling did. */
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
  }))
}

/**
 * When nothing matches: each word the index does not hold, replaced by the closest word it does
 * hold (a trigram candidate within a small edit distance). Null when nothing could be corrected.
 */
async function corrected(db: Runner, query: ParsedQuery): Promise<ParsedQuery | null> {
  const asked = [...new Set(wordsAskedFor(query))]
  const known = await store().knownTerms(db, asked)
  const fixes = new Map<string, string>()
  for (const word of asked) {
    if (known.has(word) || word.length < 3) continue
    const fix = closestTerm(word, await store().similarTerms(db, word))
    if (fix) fixes.set(word, fix)
  }
  if (fixes.size === 0) return null
  return replaceWords({ ...query, prefix: false, completions: undefined }, (word) => fixes.get(word) ?? word)
}

/**
 * One page of entry ids. Up to the store's rankLimit matches, every match is ranked. Past it the
 * query is broad: its words are in most documents and tell them little apart, and ranking them
 * all would cost more than a visitor waits. Then the title matches come first (ranked while they
 * are few enough, else in entry order), and the other matches follow in entry order (type by type,
 * newest first). No step reads more matches than the page needs or the rank limit allows.
 */
async function pageIds(db: Runner, query: ParsedQuery, scope: Scope, total: number, window: Window) {
  const s = store()
  if (total <= s.rankLimit) return s.ranked(db, query, scope, window)
  // Counted only as far as this page needs (or as ranking them allows): past that, all that
  // matters is that the page lies within the title matches.
  const upTo = Math.max(window.offset + window.limit, s.rankLimit)
  const inTitle = await s.count(db, query, scope, { title: true, upTo })
  const order = inTitle <= s.rankLimit ? 'rank' : 'entry'
  const ids = window.offset < inTitle ? await s.titleMatches(db, query, scope, window, order) : []
  if (ids.length === window.limit) return ids
  const rest = await s.rest(db, query, scope, {
    limit: window.limit - ids.length,
    offset: Math.max(0, window.offset - inTitle),
  })
  return [...ids, ...rest]
}

/** Completions of the word being typed, from 3 letters on (shorter ones would list too many). */
async function withCompletions(db: Runner, query: ParsedQuery): Promise<ParsedQuery> {
  const typed = typedWord(query)
  if (!typed || typed.length < 3) return query
  const completions = (await store().completions(db, typed, MAX_COMPLETIONS)).filter((w) => w !== typed)
  return completions.length ? { ...query, completions } : query
}

const MAX_COMPLETIONS = 8

/** Ranked hits for one page, with per-type counts and the typo fallback. */
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
  const found = await store().read(payload, async (db) => {
    const scope: Scope = { codes: types.length ? types.map((type) => TYPE_CODES[type]!) : null, now }
    const counted = async (query: ParsedQuery) => {
      if (params.counts === false) {
        return { facets: [], total: await store().count(db, query, scope, { upTo: store().rankLimit }) }
      }
      const counts = await store().facets(db, query, now)
      const facets = SEARCHABLE.flatMap((type) => {
        const count = counts.get(TYPE_CODES[type]!) ?? 0
        return count > 0 ? [{ type, label: labelOf(type), count }] : []
      }).sort((a, b) => b.count - a.count) // stable: equal counts keep the registry's order
      const total = facets.filter((f) => !scope.codes || types.includes(f.type)).reduce((n, f) => n + f.count, 0)
      return { facets, total }
    }
    let parsed = await withCompletions(db, asked)
    let found = await counted(parsed)
    let correctedQuery: string | null = null
    if (found.facets.length === 0 && found.total === 0) {
      const fixed = await corrected(db, parsed)
      if (!fixed) return null
      found = await counted(fixed)
      if (found.facets.length === 0 && found.total === 0) return null
      parsed = fixed
      correctedQuery = formatQuery(fixed)
    }
    const { facets, total } = found
    const totalPages = Math.ceil(total / perPage)
    const ids =
      page <= totalPages
        ? await pageIds(db, parsed, scope, total, { limit: perPage, offset: (page - 1) * perPage })
        : []
    const rows = new Map((await store().hits(db, parsed, ids)).map((row) => [Number(row.id), row]))
    return { correctedQuery, total, totalPages, facets, rows: ids.flatMap((id) => rows.get(id) ?? []) }
  })
  if (!found) return empty
  const { rows, ...rest } = found
  return { ...empty, ...rest, hits: await hitsOf(payload, rows) }
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
    entries.map((e) => ({ ...e, id: entryId(e.type, e.id), docId: e.id })),
  )
  await store().addTerms(db, termsOf(entries))
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
}

/** Reads documents as the index needs them: published versions, at the type's depth. */
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
      depth: spec.depth ?? 0,
      draft: false,
      limit: 200,
      page,
      overrideAccess: true,
      req,
    })
    docs.push(...(batch.docs as unknown as (Record<string, unknown> & { id: number })[]))
    if (!batch.hasNextPage) return docs
  }
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
