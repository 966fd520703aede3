/**
 * PostgreSQL drops every connection of the site's (what a restart, a failover or an administrator's
 * pg_terminate_backend does to its clients; the shared test server itself is not restarted, which
 * would fail every other file running beside this one). The site does not go down with it
 * (src/server/postgres-pool.ts) and answers again within 5 s, without a restart of its own.
 */
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

it('answers again within 5 s after PostgreSQL dropped every connection, with idle ones in the pool', async () => {
  // Several requests at once leave several idle connections in the pool: the ones that die unused.
  const warm = await Promise.all(Array.from({ length: 6 }, () => post(api.url, query)))
  expect(warm.map(titles)).toEqual(Array(6).fill([visible.post.title]))

  expect(await dropConnections()).toBeGreaterThanOrEqual(2)

  const deadline = Date.now() + 5000
  let answer: GraphQLAnswer
  do {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await post(api.url, query)
  } while (titles(answer).length === 0 && Date.now() < deadline)
  expect(answer.status).toBe(200)
  expect(titles(answer)).toEqual([visible.post.title])
})
