import { eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { LibSQLDatabase } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { SQLiteColumn, SQLiteTableWithColumns } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

type CountedTable = SQLiteTableWithColumns<{
  name: string
  schema: undefined
  dialect: 'sqlite'
  columns: Record<string, SQLiteColumn>
}>

/**
 * One more in a counter column (a printable file's downloads, an episode's plays): a single
 * UPDATE … SET n = n + 1 (the same drizzle statement on SQLite and PostgreSQL), so concurrent
 * visitors never lose a count, and no hook runs: a download is not an edit. Typed with SQLite's
 * drizzle types, as post-views.ts is. `by`: the demo content's history (the seed).
 */
export async function increment(payload: Payload, table: string, column: string, id: number, by = 1): Promise<void> {
  const db = payload.db.drizzle as unknown as LibSQLDatabase
  const t = (payload.db as unknown as { tables: Record<string, CountedTable> }).tables[table]
  await db
    .update(t)
    .set({ [column]: sql`coalesce(${t[column]}, 0) + ${by}` })
    .where(eq(t.id, id))
}
