/**
 * The browser client's persisted queries against the real /graphql endpoint (docs/api.md): a miss
 * is resent in full, a hit goes by hash alone; NotSupported, HTTP 400 and HTTP 500 turn hashing off
 * for the rest of the session. Every assertion is on the requests the client actually sent.
 */
import { createHash } from 'node:crypto'

import { gql } from '@apollo/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient } from '@/graphql/client/client'

import { persisted, recordingFetch, startStubServer } from './client-support'
import type { Incoming, Reply } from './client-support'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

let n = 0
/** A query no earlier test sent, so the server has not stored its hash yet. */
const freshQuery = () => gql(`query Fresh${++n} { first${n}: __typename }`)

function client(uri: string) {
  const { fetch, sent } = recordingFetch()
  const { client } = createClient({ httpUri: uri, getToken: () => null, fetch })
  return {
    client,
    sent,
    query: (query: ReturnType<typeof gql>) => client.query({ query, fetchPolicy: 'network-only' }),
  }
}

describe('persisted queries against the real server', () => {
  it('sends the hash alone; on PersistedQueryNotFound resends the full query; then the hash alone is enough', async () => {
    const { sent, query } = client(api.url)
    const document = freshQuery()

    await expect(query(document)).resolves.toMatchObject({ data: { first1: 'Query' } })
    expect(sent).toHaveLength(2)
    const [miss, full] = sent
    expect(miss.method).toBe('GET') // hashed queries go out as GET, which a CDN may cache
    expect(persisted(miss).query).toBeUndefined()
    expect(persisted(full)).toMatchObject({ query: expect.stringContaining('first1: __typename') as string })
    expect(persisted(miss).hash).toBe(sha256(persisted(full).query!))
    expect(persisted(full).hash).toBe(persisted(miss).hash) // registers the query under its hash
    expect(full.method).toBe('POST')

    await expect(query(document)).resolves.toMatchObject({ data: { first1: 'Query' } })
    expect(sent).toHaveLength(3)
    expect(sent[2].method).toBe('GET')
    expect(persisted(sent[2])).toEqual({ query: undefined, hash: persisted(miss).hash })
  })

  it('keeps hashing after a miss: a miss is not a reason to stop', async () => {
    const { sent, query } = client(api.url)
    await query(freshQuery())
    await query(freshQuery())
    expect(sent.map((r) => [r.method, persisted(r).query === undefined])).toEqual([
      ['GET', true],
      ['POST', false],
      ['GET', true],
      ['POST', false],
    ])
  })
})

/** In front of the real server, a server that refuses hashes in the way `refusal` says. */
async function refusing(refusal: Reply, times = Infinity) {
  let refused = 0
  const hashOnly = (request: Incoming) => {
    const extensions = request.url.searchParams.get('extensions') ?? ''
    return request.method === 'GET' && extensions.includes('persistedQuery') && !request.url.searchParams.has('query')
  }
  return startStubServer((request) => (hashOnly(request) && refused++ < times ? refusal : undefined), api.url)
}

describe.each([
  [
    'PersistedQueryNotSupported',
    { status: 200, body: JSON.stringify({ errors: [{ message: 'PersistedQueryNotSupported' }] }) },
  ],
  ['HTTP 400', { status: 400, body: JSON.stringify({ errors: [{ message: 'Missing query' }] }) }],
  ['HTTP 500', { status: 500, body: 'Internal Server Error', contentType: 'text/plain' }],
])('after %s', (_name, refusal) => {
  it('resends in full, and sends every later query in full, without a hash', async () => {
    // HTTP 500: refused once only — the stub must not be what makes later requests carry the query.
    const stub = await refusing(refusal, refusal.status === 500 ? 1 : Infinity)
    try {
      const { sent, query } = client(stub.url)
      await expect(query(freshQuery())).resolves.toMatchObject({ data: expect.any(Object) as object })
      await expect(query(freshQuery())).resolves.toMatchObject({ data: expect.any(Object) as object })
      const again = freshQuery()
      await query(again)
      await query(again)

      expect(sent).toHaveLength(5)
      expect(sent[0].method).toBe('GET')
      expect(persisted(sent[0]).query).toBeUndefined()
      for (const later of sent.slice(1)) {
        expect(later.method).toBe('POST')
        expect(persisted(later).query).toMatch(/^query Fresh/)
        expect(persisted(later).hash).toBeUndefined()
      }
    } finally {
      await stub.close()
    }
  })
})
