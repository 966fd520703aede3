import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import type {
  CollectionBeforeChangeHook,
  FlattenedBlock,
  FlattenedField,
  GlobalBeforeChangeHook,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { runnerOf } from '@/server/db/runner'

/**
 * Array and block rows keep their `id` as the primary key of their table, one table per field
 * for every document of the collection (or the global). A row whose id is already taken — by
 * another row of the same save, or by a row of another document (rows copied from one document to
 * another, as an editor does through the API or a pasted payload) — would make the insert fail: a
 * 500. Such a row gets a fresh id instead; a row new to the table, or the document's own, keeps its
 * id (the admin names new rows itself and finds them again by those names).
 */

type Data = Record<string, unknown>
type Row = Data & { id?: unknown }

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** As Payload names rows: 24 hex digits (an ObjectId's length). */
const freshId = () => randomBytes(12).toString('hex')

/** The rows of `data` by the query path of their table (`hosts`, `blocks`, `groups.links`). */
function rowsByTable(
  payload: Payload,
  fields: FlattenedField[],
  data: unknown,
  prefix = '',
  into = new Map<string, Row[]>(),
): Map<string, Row[]> {
  if (!isData(data)) return into
  for (const field of fields) {
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    switch (field.type) {
      case 'group':
      case 'tab':
        rowsByTable(payload, field.flattenedFields, value, `${path}.`, into)
        break
      case 'array':
        for (const row of Array.isArray(value) ? value.filter(isData) : []) {
          into.set(path, [...(into.get(path) ?? []), row])
          rowsByTable(payload, field.flattenedFields, row, `${path}.`, into)
        }
        break
      case 'blocks':
        for (const row of Array.isArray(value) ? value.filter(isData) : []) {
          into.set(path, [...(into.get(path) ?? []), row])
          const slug = String(row.blockType)
          const shared = payload.blocks as Record<string, FlattenedBlock | undefined>
          const block = field.blocks.find((b) => b.slug === slug) ?? (field.blockReferences ? shared[slug] : undefined)
          if (block) rowsByTable(payload, block.flattenedFields, row, `${path}.`, into)
        }
        break
    }
  }
  return into
}

const idOf = (row: Row) => (typeof row.id === 'string' && row.id !== '' ? row.id : null)

/** Within one save: the second row with an id gets a fresh one (rows of one table share ids). */
function freshenRepeats(rows: Row[]) {
  const seen = new Set<string>()
  for (const row of rows) {
    const id = idOf(row)
    if (id === null) continue
    if (seen.has(id)) row.id = freshId()
    else seen.add(id)
  }
}

type Column = { columnType?: string }
type Tables = Record<string, Record<string, Column | undefined>>
const rowTablesOf = new WeakMap<Payload, Map<string, string[]>>()

/**
 * The tables holding the rows of a collection's arrays and blocks, nested ones too: named after
 * the collection's table, with a parent and a text id (its `_rels` and `_locales` tables number
 * their rows; its versions' tables start with `_` and give rows ids of their own).
 */
function rowTables(payload: Payload, slug: string): string[] {
  const known = rowTablesOf.get(payload) ?? new Map<string, string[]>()
  rowTablesOf.set(payload, known)
  const found = known.get(slug)
  if (found) return found
  const db = payload.db as unknown as { tables: Tables; tableNameMap?: Map<string, string> }
  const snake = slug.replace(/-/g, '_')
  const base = db.tableNameMap?.get(snake) ?? snake
  const tables = Object.entries(db.tables)
    .filter(
      ([name, table]) =>
        name.startsWith(`${base}_`) && table._parentID && /Text|Varchar/.test(table.id?.columnType ?? ''),
    )
    .map(([name]) => name)
  known.set(slug, tables)
  return tables
}

/**
 * Which of `ids` rows of the collection already hold, in any document and any of its row tables
 * (Payload's queries cannot ask for a block's id). In the save's transaction.
 */
async function storedIds(slug: string, ids: string[], req: PayloadRequest): Promise<Set<string>> {
  const tables = rowTables(req.payload, slug)
  if (tables.length === 0) return new Set()
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const query = sql.join(
    tables.map((table) => sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${list})`),
    sql` UNION ALL `,
  )
  const rows = await (await runnerOf(req.payload, req)).all<{ id: string }>(query)
  return new Set(rows.map((row) => row.id))
}

const allRows = (payload: Payload, fields: FlattenedField[], data: unknown) =>
  [...rowsByTable(payload, fields, data).values()].flat()

export const freshRowIds: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const rows = allRows(req.payload, collection.flattenedFields, data)
  freshenRepeats(rows)
  const ids = rows.flatMap((row) => idOf(row) ?? [])
  if (ids.length === 0) return data
  const stored = await storedIds(collection.slug, ids, req)
  if (stored.size === 0) return data
  // The document's own rows as stored (not a draft's): saved again, they keep their ids.
  const own = (originalDoc as { id?: number | string } | undefined)?.id
  const saved =
    own === undefined
      ? null
      : await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: own } }, req })
  const ours = new Set(allRows(req.payload, collection.flattenedFields, saved).flatMap((row) => idOf(row) ?? []))
  for (const row of rows) {
    const id = idOf(row)
    if (id !== null && stored.has(id) && !ours.has(id)) row.id = freshId()
  }
  return data
}

/** A global is one document: only a save's own repeats can collide. */
export const freshGlobalRowIds: GlobalBeforeChangeHook = ({ data, global, req }) => {
  for (const rows of rowsByTable(req.payload, global.flattenedFields, data).values()) freshenRepeats(rows)
  return data as Data
}

/** Every collection and global with rows, present and future: listed last in src/plugins.ts. */
export const freshRowIdsPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), freshRowIds] },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeChange: [...(global.hooks?.beforeChange ?? []), freshGlobalRowIds] },
  })),
})
