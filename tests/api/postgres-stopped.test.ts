/**
 * PostgreSQL really stopped: this file's Payload runs on a cluster of its own
 * (bench/lib/private-postgres.mjs: initdb in a temp folder), stopped with `pg_ctl stop -m fast` and
 * started again — not a refused URL, and not the shared test server, which other files use. While
 * it is down GraphQL answers 503 with Retry-After and says so in words; once it is back the same
 * server answers within 5 s, without a restart. Twice: with connections idle in the pool when the
 * database goes (they die first), and with none (the pool let them go after 10 s idle).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startPrivatePostgres } from '../../bench/lib/private-postgres.mjs'
import { freePort } from '../support/free-port'
import type { ApiServer } from './support/server'
import { post, type GraphQLAnswer } from './support/http'

let cluster: ReturnType<typeof startPrivatePostgres>
let api: ApiServer
let title: string

beforeAll(async () => {
  cluster = startPrivatePostgres({ port: await freePort() })
  // Before anything reads the environment (src/env.ts parses it once): the imports below do.
  process.env.DATABASE_URL = `${cluster.url}/postgres`
  const [{ startApiServer }, { publishedPost }] = await Promise.all([
    import('./support/server'),
    import('./support/content'),
  ])
  api = await startApiServer()
  title = (await publishedPost(api.payload)).post.title
}, 120_000)

afterAll(async () => {
  await api?.close()
  cluster?.remove()
})

const query = { query: 'query { Posts(limit: 5) { docs { title } } }' }
const titles = (answer: GraphQLAnswer) =>
  ((answer.body.data?.Posts as { docs: { title: string }[] } | undefined)?.docs ?? []).map((p) => p.title)
const pool = () => (api.payload.db as unknown as PostgresAdapter).pool

async function expectDownThenBack() {
  const down = await post(api.url, query)
  expect(down.status, down.text).toBe(503)
  expect(down.headers.get('retry-after')).toBe('5')
  expect(down.body.errors?.[0]).toMatchObject({
    message: "The site's database is unreachable just now; please try again in 5 seconds.",
    extensions: { code: 'UNAVAILABLE' },
  })

  const started = Date.now()
  cluster.start()
  let back = await post(api.url, query)
  while (back.status !== 200 && Date.now() - started < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    back = await post(api.url, query)
  }
  expect(back.status, back.text).toBe(200)
  expect(titles(back)).toEqual([title])
}

it('while stopped with connections idle in the pool: 503, Retry-After, in words; back within 5 s of the start', async () => {
  const warm = await Promise.all(Array.from({ length: 4 }, () => post(api.url, query)))
  expect(warm.map(titles)).toEqual(Array(4).fill([title]))
  expect(pool().idleCount).toBeGreaterThan(0)
  cluster.stop('fast')
  await expectDownThenBack()
}, 30_000)

it('while stopped with no connection in the pool: 503, Retry-After, in words; back within 5 s of the start', async () => {
  expect(titles(await post(api.url, query))).toEqual([title])
  // node-postgres closes a connection idle for 10 s (idleTimeoutMillis).
  await new Promise<void>((resolve) => {
    const check = () => (pool().idleCount === 0 ? resolve() : setTimeout(check, 200))
    check()
  })
  cluster.stop('fast')
  await expectDownThenBack()
}, 30_000)
