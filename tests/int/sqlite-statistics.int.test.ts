/**
 * SQLite's planner statistics (src/server/sqlite-statistics.ts): a database without them is
 * analysed, and with them the newest published articles are read through the `published_at`
 * index instead of every published row being sorted. SQLite only: PostgreSQL keeps its own.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { keepSqliteStatistics } from '@/server/sqlite-statistics'

import { dialect } from './support/database'
import { getTestPayload } from './support/payload'

const NEWEST = `SELECT id FROM posts WHERE _status = 'published' ORDER BY published_at DESC LIMIT 20`

describe.skipIf(dialect !== 'sqlite')('SQLite planner statistics', () => {
  let payload: Payload
  const client = () => (payload.db as unknown as SQLiteAdapter).client
  const plan = async (sql: string) =>
    (await client().execute(`EXPLAIN QUERY PLAN ${sql}`)).rows.map((row) => row.detail as string).join('; ')
  const hasStatistics = async () =>
    (await client().execute(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'`)).rows.length > 0

  beforeAll(async () => {
    payload = await getTestPayload()
    // As many published articles as a site that has run for years: written directly (fast), as
    // only the planner's view of them matters here.
    await client().execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO posts (title, slug, _status, published_at)
      SELECT 'Article ' || i, 'statistics-' || i, 'published', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes') FROM n`)
  }, 120_000)

  it('analyses a database that has no statistics, and the newest articles then come from the date index', async () => {
    if (await hasStatistics()) await client().execute('DROP TABLE sqlite_stat1')
    expect(await plan(NEWEST)).toContain('TEMP B-TREE FOR ORDER BY')
    const stop = await keepSqliteStatistics(payload)
    stop()
    expect(await hasStatistics()).toBe(true)
    expect(await plan(NEWEST)).toMatch(/USING INDEX posts_published_at_idx/)
    expect(await plan(NEWEST)).not.toContain('TEMP B-TREE')
  })

  it('leaves statistics that exist to the hourly optimize', async () => {
    await client().execute(`UPDATE sqlite_stat1 SET stat = '1 1' WHERE idx = 'posts_slug_idx'`)
    const stop = await keepSqliteStatistics(payload)
    stop()
    const { rows } = await client().execute(`SELECT stat FROM sqlite_stat1 WHERE idx = 'posts_slug_idx'`)
    expect(rows[0]?.stat).toBe('1 1')
  })
})
