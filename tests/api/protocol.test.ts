/**
 * What the endpoint does with requests it cannot run: each is refused with a status below 500 and
 * a message that says what to change.
 */
import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstError, get, post, send } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer

beforeAll(async () => {
  api = await startApiServer()
})

afterAll(async () => {
  await api?.close()
})

describe('bodies', () => {
  it('refuses invalid JSON with 400', async () => {
    const answer = await post(api.url, '{"query": "{ __typename }"')
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('The request body is not valid JSON.')
  })

  it('refuses an empty body and a body without a query', async () => {
    expect(firstError(await post(api.url, ''))).toMatch(/body is empty/)
    const missing = await post(api.url, { variables: {} })
    expect(missing.status).toBe(400)
    expect(firstError(missing)).toMatch(/^Missing query/)
  })

  it('refuses operations of the wrong shape', async () => {
    expect(firstError(await post(api.url, '"just a string"'))).toMatch(/must be a JSON object/)
    expect(firstError(await post(api.url, { query: 42 }))).toBe('"query" must be a string.')
    expect(firstError(await post(api.url, { query: '{ __typename }', variables: [1] }))).toBe(
      '"variables" must be an object.',
    )
  })

  it('refuses other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/graphql']) {
      const answer = await post(api.url, '{ __typename }', { 'content-type': type })
      expect(answer.status).toBe(415)
      expect(firstError(answer)).toMatch(/Send the operation as application\/json/)
    }
  })

  it('refuses a 65 KB body with 413 at once', async () => {
    const query = `{ __typename } # ${'x'.repeat(65 * 1024)}`
    const answer = await post(api.url, { query })
    expect(answer.status).toBe(413)
    expect(firstError(answer)).toBe('The request body is larger than 64 KB.')
  })

  it('counts the bytes of a body sent without a length, and stops reading past 64 KB', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'x')
    // Answered at all: the body never ends, so only a server that stops reading can answer.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(api.url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode!, body }))
      })
      req.on('error', reject)
      // Chunked, and never finished: a client that would go on forever.
      const timer = setInterval(() => req.write(chunk), 5)
      req.on('close', () => clearInterval(timer))
    })
    expect(answer.status).toBe(413)
    expect((JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0].message).toBe(
      'The request body is larger than 64 KB.',
    )
  })
})

describe('batches', () => {
  it('refuses a batch of 11 operations', async () => {
    const answer = await post(
      api.url,
      Array.from({ length: 11 }, () => ({ query: '{ __typename }' })),
    )
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('A batch may hold at most 10 operations (got 11).')
  })

  it('refuses an empty batch', async () => {
    expect(firstError(await post(api.url, []))).toMatch(/batch is empty/)
  })
})

describe('methods', () => {
  it('refuses a mutation over GET with 405', async () => {
    const answer = await get(api.url, { query: 'mutation { logoutUser }' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
    expect(firstError(answer)).toBe('Mutations need a POST request: GET only runs queries.')
  })

  it('refuses other methods with 405', async () => {
    const answer = await send(api.url, { method: 'PUT', body: '{}' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, POST, OPTIONS')
  })

  it('answers a CORS preflight from the site, and gives other origins nothing', async () => {
    const headers = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
    const site = await send(api.url, { method: 'OPTIONS', headers: { ...headers, origin: 'http://localhost:3000' } })
    expect(site.status).toBe(204)
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const foreign = await send(api.url, { method: 'OPTIONS', headers: { ...headers, origin: 'https://evil.example' } })
    expect(foreign.status).toBe(204)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends subscriptions to the websocket', async () => {
    const answer = await post(api.url, { query: 'subscription { contentPublished { id } }' })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toMatch(/Subscriptions run over the websocket/)
  })

  it('refuses bad GET parameters', async () => {
    const answer = await get(api.url, { query: '{ __typename }', variables: '{not json' })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('The "variables" parameter is not valid JSON.')
  })
})

describe('documents', () => {
  it('answers parse errors with 400', async () => {
    const answer = await post(api.url, { query: '{ Posts { docs { id }' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED')
    expect(firstError(answer)).toMatch(/^Syntax Error/)
  })

  it('answers validation errors with 400 (with suggestions outside production)', async () => {
    const answer = await post(api.url, { query: '{ Posts { docs { titel } } }' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    expect(firstError(answer)).toBe('Cannot query field "titel" on type "Post". Did you mean "title"?')
  })

  it('answers variables that do not fit with 400', async () => {
    const answer = await post(api.url, {
      query: 'query ($limit: Int) { Posts(limit: $limit) { totalDocs } }',
      variables: { limit: 'ten' },
    })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toMatch(/\$limit/)
  })

  it('needs operationName to pick among several operations', async () => {
    const query = 'query A { __typename } query B { __typename }'
    expect(firstError(await post(api.url, { query }))).toMatch(/say which one to run with operationName/)
    expect(firstError(await post(api.url, { query, operationName: 'C' }))).toBe(
      'The document has no operation named "C".',
    )
    expect((await post(api.url, { query, operationName: 'B' })).body.data).toEqual({ __typename: 'Query' })
  })
})
