/**
 * How the browser client reports API failures (docs/api.md, Browser client: Errors), through the
 * real browser client (links, Apollo, Node's fetch).
 * A real server never sends these answers (it answers in JSON, below 500): a stub server of our own
 * stands for the proxy, CDN or broken deployment that does.
 */
import { CombinedGraphQLErrors, gql, ServerError, ServerParseError } from '@apollo/client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createClient } from '@/graphql/client/client'

import { closedPort, startStubServer } from './client-support'
import type { Reply } from './client-support'
import { startApiServer, type ApiServer } from './support/server'

const PING = gql`
  query Ping {
    __typename
  }
`

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

/** Errors the global handler was given (instead of the default, which logs them). */
let handled: Error[] = []

async function errorFrom(uri: string, query = PING) {
  const { client } = createClient({ httpUri: uri, getToken: () => null, onError: (error) => handled.push(error) })
  return client.query({ query, fetchPolicy: 'network-only' }).then(
    () => {
      throw new Error('expected the query to fail')
    },
    (error: Error) => error,
  )
}

async function errorFromStub(reply: Reply) {
  const stub = await startStubServer(() => reply)
  try {
    return await errorFrom(stub.url)
  } finally {
    await stub.close()
  }
}

describe('API errors', () => {
  beforeEach(() => {
    handled = []
  })
  afterEach(() => {
    expect(handled).toHaveLength(1) // every failure reached the global handler, once
  })

  it('HTTP status 300 or above: "Response not successful: Received status code {status}"', async () => {
    const error = await errorFromStub({ status: 503, body: 'Service Unavailable', contentType: 'text/plain' })
    expect(ServerError.is(error)).toBe(true)
    expect(error.message).toBe('Response not successful: Received status code 503')
  })

  it('a redirect is no answer either: "… status code 302"', async () => {
    const error = await errorFromStub({ status: 302, body: '', contentType: 'text/html' })
    expect(error.message).toBe('Response not successful: Received status code 302')
  })

  it('body is not JSON: a parse error', async () => {
    const error = await errorFromStub({
      status: 200,
      body: '<!doctype html><title>Oops</title>',
      contentType: 'text/html',
    })
    expect(ServerParseError.is(error)).toBe(true)
    expect(error.name).toBe('ServerParseError')
    expect(error.message).toMatch(/not valid JSON/)
  })

  it('neither data nor errors: reported as a malformed (missing) server response for the query', async () => {
    const error = await errorFromStub({ status: 200, body: '{}' })
    expect(ServerError.is(error)).toBe(true)
    // Apollo 4's wording; Apollo 3 said "Server response was missing for query 'Ping'."
    expect(error.message).toBe("Server response was malformed for query 'Ping'.")
  })

  it('transport failure (nothing listens): "Network request failed"', async () => {
    const error = await errorFrom(`http://127.0.0.1:${await closedPort()}/graphql`)
    expect(error.message).toBe('Network request failed')
    expect((error.cause as Error).message).toBe('fetch failed') // what Node said
  })

  it('transport failure (connection cut mid-answer): "Network request failed"', async () => {
    const { createServer } = await import('node:http')
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"data":')
      setTimeout(() => res.destroy(), 20)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const error = await errorFrom(`http://127.0.0.1:${port}/graphql`)
      expect(error.message).toBe('Network request failed')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('GraphQL errors from the real server arrive as GraphQL errors (the global handler gets them)', async () => {
    const error = await errorFrom(api.url, gql('query Bad { noSuchField }'))
    expect(CombinedGraphQLErrors.is(error)).toBe(true)
    expect((error as CombinedGraphQLErrors).errors[0].message).toMatch(/noSuchField/)
    expect(handled).toEqual([error])
  })
})
