import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/** How often a running server lets SQLite refresh the statistics of tables that changed. */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000

/**
 * SQLite's query planner reads statistics (`sqlite_stat1`) that only ANALYZE writes, and nothing
 * had ever run it: the planner chose indexes by their shape alone. A page of the newest articles
 * (`_status = 'published' ORDER BY published_at DESC LIMIT 20`) went through the `_status` index,
 * which every published article shares, and sorted all of them: 339 ms at 100k articles, where
 * the `published_at` index answers in under a millisecond (docs/performance.md, per-request work).
 *
 * At start a database without statistics is analysed once (≈0.6 s at 100k articles); then every
 * hour `PRAGMA optimize` analyses again the tables this connection used whose size has changed
 * much since (SQLite 3.45's rule). PostgreSQL keeps its own statistics (autovacuum).
 * Returns what stops the hourly run (graceful shutdown).
 */
export async function keepSqliteStatistics(payload: Payload, everyMs = OPTIMIZE_EVERY_MS): Promise<() => void> {
  const client = (payload.db as unknown as Partial<SQLiteAdapter>).client
  if (!client) return () => {}
  const { rows } = await client.execute(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'`)
  if (rows.length === 0) await client.execute('ANALYZE')
  const timer = setInterval(() => {
    client.execute('PRAGMA optimize').catch((error: unknown) => console.error('PRAGMA optimize failed:', error))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
