/**
 * PostgreSQL drops every connection of the site's (what a restart, a failover or an administrator's
 * pg_terminate_backend does to its clients; the shared test server itself is not restarted, which
 * would fail every other file running beside this one). The site does not go down with it
 * (src/server/postgres-pool.ts) and answers again, without a restart of its own.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { publishedPost, type Published } from './support/content'
import { post, type GraphQLAnswer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let visible: Published

beforeAll(async () => {
  api = await startApiServer()
  visible = await publishedPost(api.payload)
})

afterAll(async () => {
  await api?.close()
})

const query = { query: 'query { Posts(limit: 5) { docs { title } } }' }
const titles = (answer: GraphQLAnswer) =>
  ((answer.body.data?.Posts as { docs: { title: string }[] } | undefined)?.docs ?? []).map((p) => p.title)

/** Ends every other connection to this file's database, as the server does on shutdown (57P01). */
async function dropConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rows.length
  } finally {
    await admin.end()
  }
}

it('answers again, without a restart, once the pool has let go of the connections PostgreSQL dropped', async () => {
  // Several requests at once leave several idle connections in the pool: the ones that die unused.
  const warm = await Promise.all(Array.from({ length: 6 }, () => post(api.url, query)))
  expect(warm.map(titles)).toEqual(Array(6).fill([visible.post.title]))
  const pool = (api.payload.db as unknown as PostgresAdapter).pool
  const idle = pool.idleCount
  expect(idle).toBeGreaterThanOrEqual(2)

  // Each idle connection that dies is an 'error' on the pool (which would end the process if the
  // site did not listen), then removed from it: the next request opens a new one.
  const removed = new Promise<void>((resolve) => {
    let count = 0
    pool.on('remove', () => ++count === idle && resolve())
  })
  expect(await dropConnections()).toBeGreaterThanOrEqual(idle)
  await removed

  const answer = await post(api.url, query)
  expect(answer.status).toBe(200)
  expect(titles(answer)).toEqual([visible.post.title])
})
