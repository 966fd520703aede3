import { eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { LibSQLDatabase } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { SQLiteColumn, SQLiteTableWithColumns } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

import { isFirstRead } from '@/server/first-read'

type FilesTable = SQLiteTableWithColumns<{
  name: 'printable_files'
  schema: undefined
  dialect: 'sqlite'
  columns: Record<'id' | 'downloads', SQLiteColumn>
}>

/**
 * One more download of a printable's PDF: a single UPDATE … SET downloads = downloads + 1 (the same
 * drizzle statement on SQLite and PostgreSQL), so concurrent downloads never lose a count, and no
 * hook runs: a download is not an edit. Typed with SQLite's drizzle types, as post-views.ts is.
 */
async function countDownload(payload: Payload, fileId: number): Promise<void> {
  const db = payload.db.drizzle as unknown as LibSQLDatabase
  const t = (payload.db as unknown as { tables: Record<string, FilesTable> }).tables.printable_files
  await db
    .update(t)
    .set({ downloads: sql`coalesce(${t.downloads}, 0) + 1` })
    .where(eq(t.id, fileId))
}

/**
 * A visitor's download of a printable's PDF, counted when it is their first of that file today
 * (src/server/first-read.ts: reloading, or a script changing its User-Agent, does not inflate it).
 * Whether it counted.
 */
export async function recordDownload(payload: Payload, fileId: number, address: string, userAgent: string) {
  if (!(await isFirstRead(payload.secret, `download:${fileId}`, address, userAgent))) return false
  await countDownload(payload, fileId)
  return true
}
