/**
 * Hostile GraphQL requests (too costly, too large, too frequent, too slow) against the real
 * /graphql server: each is refused with a 4xx (a 503 when it ran out of time), never a 500, and
 * changes nothing. Callers are told apart by their socket address — every 127.x.y.z is this
 * machine — as the server sees it.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'

import { pointsOf } from '@/graphql/server/caller-limit'
import { LIMITS as GRAPHQL } from '@/graphql/server/limits'
import { LIMITS } from '@/server/rate-limit'

import { memberToken, publishedPost } from './support/content'
import { bearer, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'
import { subscribe as listen, wsClient } from './support/subscriber'
import { dialect } from '../int/support/database'
import { richText } from '../int/support/fixtures'
import { requestFrom, someLoopback, type Reply } from '../support/from-address'

let api: ApiServer

/** An article body of `paragraphs` paragraphs of ordinary text (about 250 bytes each). */
const body = (paragraphs: number) => {
  const doc = richText('x')
  const paragraph = doc.root.children[0]
  const words = 'The staffroom kettle has seen things no inspector will ever write down in a report. '
  doc.root.children = Array.from({ length: paragraphs }, () => ({
    ...paragraph,
    children: [{ ...paragraph.children[0], text: words.repeat(3) }],
  }))
  return doc
}

beforeAll(async () => {
  api = await startApiServer()
  // Thirty published articles of a realistic length: what the stalling batch asked for.
  const { author } = await publishedPost(api.payload, { content: body(20) })
  for (let i = 0; i < 30; i += 1) {
    await api.payload.create({
      collection: 'posts',
      data: {
        title: `Long read ${i}`,
        slug: `long-read-${i}`,
        excerpt: 'Long',
        content: body(20),
        authors: [author.id],
        _status: 'published',
      },
    })
  }
}, 120_000)

afterAll(() => api?.close())

const json = (reply: Reply) => JSON.parse(reply.text) as unknown
const errorsOf = (reply: Reply) =>
  (json(reply) as { errors?: { message: string; extensions?: Record<string, unknown> }[] }).errors ?? []
const gqlFrom = (address: string, operation: unknown, headers: Record<string, string> = {}) =>
  requestFrom(address, api.url, { body: operation, headers })

/** The batch that stalled the server: 10 queries × 15 aliases of 30 articles with their bodies (7.5 KB). */
const STALLING_BATCH = Array.from({ length: 10 }, () => ({
  query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: Posts(limit: 30) { docs { id title content } }`).join(' ')} }`,
}))

describe('the request that stalled the server', () => {
  it('is refused before it runs — not one database read — three streams at once, while other requests are answered', async () => {
    expect(JSON.stringify(STALLING_BATCH).length).toBeGreaterThan(7000)
    const attacker = someLoopback()
    const reads = vi.spyOn(api.payload.db, 'find')
    const stream = async () => {
      const replies: Reply[] = []
      for (let i = 0; i < 5; i += 1) replies.push(await gqlFrom(attacker, STALLING_BATCH))
      return replies
    }
    const replies = (await Promise.all([stream(), stream(), stream()])).flat()
    expect(reads).not.toHaveBeenCalled()
    for (const reply of replies) {
      expect(reply.status).toBe(400)
      const results = json(reply) as { data?: unknown; errors: { extensions: { code: string } }[] }[]
      expect(results).toHaveLength(10)
      for (const result of results) {
        // No `data` at all: refused before execution began. (Before the fix each batch ran for
        // seconds, and every other request waited as long.)
        expect(result).not.toHaveProperty('data')
        expect(result.errors.map((e) => e.extensions.code)).toContain('COST_LIMIT')
      }
    }
    // Attacked and answered at once: each of these reads the database (the spy sees it).
    const attacks = Promise.all([stream(), stream(), stream()])
    for (let i = 0; i < 9; i += 1) {
      expect((await post(api.url, { query: '{ Posts(limit: 1) { docs { id title } } }' })).status).toBe(200)
    }
    expect(reads).toHaveBeenCalledTimes(9)
    for (const reply of (await attacks).flat()) expect(reply.status).toBe(400)
    reads.mockRestore()
  })
})

describe('cost', () => {
  it('weighs rich text: a page of 30 bodies runs, 100 bodies are refused', async () => {
    const ok = await post(api.url, { query: '{ Posts(limit: 30) { docs { id title content } } }' })
    expect(ok.status).toBe(200)
    expect((ok.body.data as { Posts: { docs: unknown[] } }).Posts.docs).toHaveLength(30)
    const refused = await post(api.url, { query: '{ Posts(limit: 100) { docs { content } } }' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^The query is too expensive \(estimated cost 5011; the limit is 5000\)/,
      ) as string,
      extensions: { code: 'COST_LIMIT' },
    })
  })

  it('weighs relationships and uploads: lists of them refuse sooner than lists of plain fields', async () => {
    const plain = await post(api.url, { query: '{ Posts(limit: 100) { docs { id title slug excerpt } } }' })
    expect(plain.status).toBe(200)
    const related = await post(api.url, {
      query: '{ Posts(limit: 100) { docs { authors { name } categories { title } heroImage { url } } } }',
    })
    expect(related.status).toBe(400)
    expect(related.body.errors?.[0]?.extensions?.code).toBe('COST_LIMIT')
  })

  it('budgets a batch as a whole, not each operation', async () => {
    const page = { query: '{ Posts(limit: 20) { docs { id title content } } }' } // 10 + 1 + 20 × 52 = 1051 each
    expect((await post(api.url, [page, page, page, page])).status).toBe(200)
    const answer = await post(
      api.url,
      Array.from({ length: 5 }, () => page),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]).toEqual({
      message:
        'The batch is too expensive (estimated cost 5255 for 5 operations; the limit is 5000 for the whole request): ask for fewer or smaller lists.',
      extensions: { code: 'COST_LIMIT' },
    })
  })
})

describe('the size of an answer', () => {
  it('is capped: an answer over 2 MB is refused in words, not sent', async () => {
    const { author } = await publishedPost(api.payload)
    const tag = `huge-${Date.now()}`
    for (let i = 0; i < 20; i += 1) {
      await api.payload.create({
        collection: 'posts',
        data: {
          title: `${tag} ${i}`,
          slug: `${tag}-${i}`,
          excerpt: tag,
          content: body(500),
          authors: [author.id],
          _status: 'published',
        },
      })
    }
    const query = `{ Posts(limit: 20, where: { excerpt: { equals: "${tag}" } }) { docs { content } } }`
    const answer = await post(api.url, { query })
    expect(answer.status).toBe(400)
    expect(answer.text.length).toBeLessThan(1000)
    expect(answer.body.errors?.[0]).toEqual({
      message: expect.stringMatching(
        /^The answer would be \d+\.\d MB, more than the 2\.0 MB limit: ask for fewer documents or fields\.$/,
      ) as string,
      extensions: { code: 'RESPONSE_TOO_LARGE' },
    })
    const fewer = await post(api.url, { query: query.replace('limit: 20', 'limit: 2') })
    expect(fewer.status).toBe(200)
  })
})

describe('rate limit per caller', () => {
  // Cost 10 (the list) + 1 (docs) + 95 × 50 (bodies) = 4761: 48 points, so 12 fit in a minute, not 13.
  const EXPENSIVE = { query: '{ Posts(limit: 95, where: { excerpt: { equals: "Long" } }) { docs { content } } }' }
  const points = pointsOf({ cost: 10 + 1 + 95 * 50, mutations: 0 })
  const allowed = Math.floor(LIMITS.graphql.limit / points)

  async function exhaust(address: string, headers: (i: number) => Record<string, string> = () => ({})) {
    const statuses: number[] = []
    for (let i = 0; i <= allowed; i += 1) statuses.push((await gqlFrom(address, EXPENSIVE, headers(i))).status)
    return statuses
  }

  it('charges an address by cost, answers 429 with Retry-After in words, and leaves other addresses alone', async () => {
    const address = someLoopback()
    expect(await exhaust(address)).toEqual([...Array<number>(allowed).fill(200), 429])
    const limited = await gqlFrom(address, { query: '{ __typename }' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(errorsOf(limited)[0]).toEqual({
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) as string,
      extensions: { code: 'RATE_LIMITED' },
    })
    expect((await gqlFrom(someLoopback(), { query: '{ __typename }' })).status).toBe(200)
  })

  it('cannot be escaped with a spoofed X-Forwarded-For (no trusted proxy) or a made-up token', async () => {
    const address = someLoopback()
    const spoofed = await exhaust(address, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }))
    expect(spoofed.at(-1)).toBe(429)
    const forged = await gqlFrom(address, { query: '{ __typename }' }, bearer('not-a-real-token'))
    expect(forged.status).toBe(429)
  })

  it('counts a signed-in member on their own account, not their address', async () => {
    const address = someLoopback()
    await exhaust(address)
    const { token } = await memberToken(api.payload)
    const answer = await gqlFrom(address, { query: '{ meMember { user { id } } }' }, bearer(token))
    expect(answer.status).toBe(200)
  })

  it('applies to websocket subscriptions, by the socket address: never one bucket for every socket', async () => {
    const address = someLoopback()
    await exhaust(address)
    const { post } = await publishedPost(api.payload)
    const subscribe = async (from: string) => {
      class FromAddress extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { localAddress: from })
        }
      }
      const client = wsClient(api.wsUrl, { webSocketImpl: FromAddress })
      const subscriber = listen(client)
      try {
        // Subscribed, not refused: the server has started it once an event reaches it.
        await subscriber.ready(api.bus, { collection: 'posts', id: post.id, slug: post.slug })
        return 'open'
      } catch (error) {
        return String(error)
      } finally {
        await subscriber.close().catch(() => undefined)
        await client.dispose()
      }
    }
    expect(await subscribe(address)).toMatch(/Too many requests\. Try again in \d+ seconds\./)
    expect(await subscribe(someLoopback())).toBe('open')
  })
})

describe.skipIf(dialect !== 'postgres')('time limit', () => {
  // SQLite's driver waits for a lock synchronously (the whole process waits): only PostgreSQL can stall one request.
  it('stops a request that runs out of time: 503 in words at the limit, and the server goes on', async () => {
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE posts IN ACCESS EXCLUSIVE MODE')
      // The lock is never released while the request runs: only the time limit can answer it.
      const answer = await post(api.url, { query: '{ Posts(limit: 1) { docs { id } } }' })
      expect(answer.status).toBe(503)
      expect(answer.body.errors?.[0]).toEqual({
        message: `The request took longer than ${GRAPHQL.executionMs / 1000} s to run and was stopped: ask for less at a time.`,
        extensions: { code: 'EXECUTION_TIMEOUT' },
      })
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined)
      await holder.end()
    }
    expect((await post(api.url, { query: '{ Posts(limit: 1) { docs { id } } }' })).status).toBe(200)
  })
})
