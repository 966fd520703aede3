/**
 * Automatic persisted queries (Apollo protocol), raw and through Apollo Client's own
 * PersistedQueryLink: register-on-miss, lookups by hash alone over POST and GET, and every way a
 * hash can be wrong.
 */
import { createHash } from 'node:crypto'

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, gql } from '@apollo/client'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMemoryApqStore } from '@/server/apq-store'

import { publishedPost, unique, type Published } from './support/content'
import { firstError, get, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let published: Published

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const persisted = (hash: string, version: unknown = 1) => ({ persistedQuery: { version, sha256Hash: hash } })

beforeAll(async () => {
  api = await startApiServer()
  published = await publishedPost(api.payload)
})

afterAll(async () => {
  await api?.close()
})

describe('protocol', () => {
  it('answers an unknown hash with PersistedQueryNotFound (200), then registers and runs hash + query', async () => {
    const query = `query Titles_${unique()} { Posts(limit: 5) { docs { title } } }`
    const hash = sha256(query)
    const miss = await post(api.url, { extensions: persisted(hash) })
    expect(miss.status).toBe(200)
    expect(miss.body).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    })
    const register = await post(api.url, { query, extensions: persisted(hash) })
    expect(register.status).toBe(200)
    expect(register.body.data).toBeTruthy()
    const hit = await post(api.url, { extensions: persisted(hash) })
    expect(hit.body).toEqual(register.body)
  })

  it('looks hashes up over GET, where a CDN can cache them', async () => {
    const query = `query BySlug_${unique()}($slug: String!) { Posts(where: { slug: { equals: $slug } }) { docs { id } } }`
    const hash = sha256(query)
    const variables = { slug: published.post.slug }
    expect((await post(api.url, { query, variables, extensions: persisted(hash) })).status).toBe(200)
    const answer = await get(api.url, { variables, extensions: persisted(hash) })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ Posts: { docs: [{ id: published.post.id }] } })
    expect(answer.headers.get('cache-control')).toContain('public')
  })

  it('refuses a persisted mutation over GET', async () => {
    const query = 'mutation { logoutUser }'
    const hash = sha256(query)
    expect((await post(api.url, { query, extensions: persisted(hash) })).status).toBe(200)
    const answer = await get(api.url, { extensions: persisted(hash) })
    expect(answer.status).toBe(405)
  })

  it('refuses a query whose hash does not match', async () => {
    const answer = await post(api.url, { query: '{ __typename }', extensions: persisted(sha256('{ other }')) })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('provided sha does not match query')
    // Nothing was stored under the wrong hash.
    expect(firstError(await post(api.url, { extensions: persisted(sha256('{ other }')) }))).toBe(
      'PersistedQueryNotFound',
    )
  })

  it('answers versions other than 1 with PersistedQueryNotSupported (200)', async () => {
    for (const version of [2, '1', null]) {
      const answer = await post(api.url, { extensions: persisted(sha256('{ __typename }'), version) })
      expect(answer.status).toBe(200)
      expect(answer.body.errors).toEqual([
        { message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } },
      ])
    }
  })

  it('refuses hashes that are not SHA-256 hex', async () => {
    for (const hash of ['abc', 'g'.repeat(64), 42, '../../etc/passwd']) {
      const answer = await post(api.url, { extensions: persisted(hash as string) })
      expect(answer.status).toBe(400)
      expect(firstError(answer)).toMatch(/sha256Hash must be a SHA-256 hash/)
    }
  })

  it('does not store a query that fails validation', async () => {
    const query = `{ nope_${unique()} }`
    const hash = sha256(query)
    expect((await post(api.url, { query, extensions: persisted(hash) })).status).toBe(400)
    expect(firstError(await post(api.url, { extensions: persisted(hash) }))).toBe('PersistedQueryNotFound')
  })
})

describe('Apollo Client PersistedQueryLink', () => {
  /** A client whose every request body (or GET URL) is recorded. */
  function client(options: { useGET?: boolean } = {}) {
    const sent: { method: string; body: Record<string, unknown> }[] = []
    const recording: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input)
      const body = init?.body
        ? (JSON.parse(init.body as string) as Record<string, unknown>)
        : Object.fromEntries(
            [...url.searchParams].map(([k, v]) => [k, k === 'query' || k === 'operationName' ? v : JSON.parse(v)]),
          )
      sent.push({ method: init?.method ?? 'GET', body })
      return fetch(input, init)
    }
    const link = ApolloLink.from([
      new PersistedQueryLink({ sha256: (text: string) => sha256(text), useGETForHashedQueries: options.useGET }),
      new HttpLink({ uri: api.url, fetch: recording }),
    ])
    return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), sent }
  }

  it('retries a miss with the full query; after that the hash alone is enough', async () => {
    const query = gql(`query Latest_${unique()} { Posts(limit: 3, sort: "-publishedAt") { docs { id title } } }`)
    const first = client()
    const result = await first.apollo.query({ query, fetchPolicy: 'network-only' })
    expect(result.data).toBeTruthy()
    expect(first.sent.map((s) => Boolean(s.body.query))).toEqual([false, true]) // miss, then retry with the text
    expect(first.sent[0].body.extensions).toMatchObject({ persistedQuery: { version: 1 } })

    const second = client()
    const again = await second.apollo.query({ query, fetchPolicy: 'network-only' })
    expect(again.data).toEqual(result.data)
    expect(second.sent).toHaveLength(1)
    expect(second.sent[0].body.query).toBeUndefined()
  })

  it('sends hashed queries over GET when asked to', async () => {
    const query = gql(`query ViaGet_${unique()} { Posts(limit: 1) { totalDocs } }`)
    const first = client({ useGET: true })
    await first.apollo.query({ query })
    const second = client({ useGET: true })
    const result = await second.apollo.query({ query })
    expect((result.data as { Posts: { totalDocs: number } }).Posts.totalDocs).toBeGreaterThan(0)
    expect(second.sent).toEqual([expect.objectContaining({ method: 'GET' })])
  })
})

describe('memory store', () => {
  it('forgets the least recently used queries past its bounds', async () => {
    const store = createMemoryApqStore({ maxEntries: 2, maxBytes: 1024 })
    await store.set('a', 'query A')
    await store.set('b', 'query B')
    await store.get('a') // a is now the most recent
    await store.set('c', 'query C')
    expect(await store.get('b')).toBeUndefined()
    expect(await store.get('a')).toBe('query A')
    await store.set('big', 'x'.repeat(2000)) // larger than the whole store: not kept
    expect(await store.get('big')).toBeUndefined()
    await store.set('d', 'x'.repeat(900))
    expect(store.stats().bytes).toBeLessThanOrEqual(1024)
  })
})
