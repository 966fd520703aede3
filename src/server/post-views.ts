import { and, desc, gte, isNotNull, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { LibSQLDatabase } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { SQLiteColumn, SQLiteTableWithColumns } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

/** UTC calendar day, the unit reads are counted in. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Payload builds the drizzle tables at runtime. We type the handles with SQLite's drizzle types;
 * the query-builder calls used here exist with the same shape on PostgreSQL's.
 */
const access = (payload: Payload) => ({
  db: payload.db.drizzle as unknown as LibSQLDatabase,
  t: (payload.db as unknown as { tables: Record<string, ViewsTable> }).tables.post_views,
})

type ViewsTable = SQLiteTableWithColumns<{
  name: 'post_views'
  schema: undefined
  dialect: 'sqlite'
  columns: Record<'post' | 'day' | 'count' | 'updatedAt' | 'createdAt', SQLiteColumn>
}>

/**
 * One read of an article: an upsert on (post, day), so a million reads are one row a day. The same
 * drizzle statement runs on SQLite and PostgreSQL (both speak ON CONFLICT … DO UPDATE).
 */
export async function recordView(payload: Payload, postId: number, now = new Date()): Promise<void> {
  const { db, t } = access(payload)
  const stamp = now.toISOString()
  await db
    .insert(t)
    .values({ post: postId, day: dayOf(now), count: 1, updatedAt: stamp, createdAt: stamp })
    .onConflictDoUpdate({ target: [t.post, t.day], set: { count: sql`${t.count} + 1`, updatedAt: stamp } })
}

/** Ids of the most-read articles of the last `days` days, most read first. */
export async function mostReadPostIds(
  payload: Payload,
  days: number,
  limit: number,
  now = new Date(),
): Promise<number[]> {
  const { db, t } = access(payload)
  const since = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000))
  const total = sum(t.count)
  const rows = await db
    .select({ post: t.post, total })
    .from(t)
    .where(and(gte(t.day, since), isNotNull(t.post)))
    .groupBy(t.post)
    .orderBy(desc(total))
    .limit(limit)
  return rows.map((r) => Number(r.post))
}
