/**
 * Bounds on what one operation may ask for (src/graphql/server/limits.ts): each refusal is a 400
 * with a message naming the limit, never a 500; and what production hides (introspection,
 * suggestions). The queries go through the real schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstError, post, type GraphQLAnswer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let production: ApiServer

beforeAll(async () => {
  api = await startApiServer()
  production = await startApiServer({ production: true })
})

afterAll(async () => {
  await api?.close()
  await production?.close()
})

/** A query `depth` fields deep, through categories' (single) parent. */
const nested = (depth: number) => `{ Category(id: 1) { ${'parent { '.repeat(depth - 2)}id ${'} '.repeat(depth - 2)}} }`

const refused = (answer: GraphQLAnswer, message: string | RegExp, code?: string) => {
  expect(answer.status).toBe(400)
  const errors = answer.body.errors ?? []
  const match = errors.find((e) => (typeof message === 'string' ? e.message === message : message.test(e.message)))
  expect(match, JSON.stringify(errors)).toBeTruthy()
  if (code) expect(match?.extensions?.code).toBe(code)
}

describe('limits', () => {
  it('accepts a query 10 levels deep and refuses 11', async () => {
    expect((await post(api.url, { query: nested(10) })).status).toBe(200)
    refused(
      await post(api.url, { query: nested(11) }),
      'The query is nested 11 levels deep; the limit is 10.',
      'DEPTH_LIMIT',
    )
  })

  it('accepts 15 aliases and refuses 16', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: Posts(limit: 1) { totalDocs }`).join(' ')} }`
    expect((await post(api.url, { query: aliases(15) })).status).toBe(200)
    refused(await post(api.url, { query: aliases(16) }), 'The query uses 16 aliases; the limit is 15.', 'ALIAS_LIMIT')
  })

  it('counts aliases of __typename too', async () => {
    const query = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`
    refused(await post(api.url, { query }), 'The query uses 16 aliases; the limit is 15.')
  })

  it('refuses more than 10 directives', async () => {
    const fields = [
      'id',
      'title',
      'excerpt',
      'slug',
      'sponsored',
      'sponsor',
      'publishedAt',
      'updatedAt',
      'createdAt',
      '_status',
      'generateSlug',
    ]
    const query = `{ Posts(limit: 1) { docs { ${fields.map((f) => `${f} @include(if: true)`).join(' ')} } } }`
    refused(await post(api.url, { query }), 'The query uses 11 directives; the limit is 10.', 'DIRECTIVE_LIMIT')
  })

  it('refuses documents of more than 2000 tokens before parsing them all', async () => {
    const answer = await post(api.url, { query: `{ ${'__typename '.repeat(2001)}}` })
    refused(answer, 'The query is too long: more than 2000 tokens.', 'TOKEN_LIMIT')
  })

  it('refuses a list limit over 100, as a literal or a variable, and limit 0 (everything)', async () => {
    refused(
      await post(api.url, { query: '{ Posts(limit: 1000000) { totalDocs } }' }),
      'limit must be between 1 and 100 on Posts (got 1000000).',
      'LIST_LIMIT',
    )
    const query = 'query ($n: Int) { Posts(limit: $n) { totalDocs } }'
    refused(
      await post(api.url, { query, variables: { n: 101 } }),
      'limit must be between 1 and 100 on Posts (got 101).',
    )
    refused(await post(api.url, { query, variables: { n: 0 } }), 'limit must be between 1 and 100 on Posts (got 0).')
    expect((await post(api.url, { query, variables: { n: 100 } })).status).toBe(200)
  })

  it('refuses pagination: false (every document at once)', async () => {
    refused(
      await post(api.url, { query: '{ Posts(pagination: false) { totalDocs } }' }),
      /^pagination: false is not allowed on Posts/,
    )
  })

  it('refuses a query whose lists multiply past the cost limit, and runs a page of 20 with relations', async () => {
    const expensive = '{ Posts(limit: 100) { docs { relatedPosts { categories { id title } } } } }'
    refused(
      await post(api.url, { query: expensive }),
      /^The query is too expensive \(estimated cost \d+; the limit is 5000\)/,
      'COST_LIMIT',
    )
    const page = '{ Posts(limit: 20) { docs { id title slug authors { id name } categories { id title slug } } } }'
    expect((await post(api.url, { query: page })).status).toBe(200)
  })

  it('refuses a fragment bomb without expanding it', async () => {
    const fragments = Array.from({ length: 30 }, (_, i) =>
      i === 0 ? 'fragment F0 on Query { __typename }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    )
    // 2^29 selections once expanded: the count stops at the limit instead of expanding them all.
    const answer = await post(api.url, { query: `{ ...F29 } ${fragments.join(' ')}` })
    refused(answer, /^The query is too expensive \(more than 20000 selections/)
  })

  it('applies the same limits to every operation of a batch', async () => {
    const answer = await post(api.url, [{ query: '{ __typename }' }, { query: nested(11) }])
    const [ok, deep] = answer.body as unknown as { data?: unknown; errors?: { message: string }[] }[]
    expect(ok.data).toEqual({ __typename: 'Query' })
    expect(deep.errors?.[0].message).toMatch(/nested 11 levels/)
  })
})

describe('production', () => {
  it('refuses introspection in production, allows it in development', async () => {
    refused(
      await post(production.url, { query: '{ __schema { queryType { name } } }' }),
      'Introspection is disabled',
      'INTROSPECTION_DISABLED',
    )
    refused(await post(production.url, { query: '{ __type(name: "Post") { name } }' }), 'Introspection is disabled')
    const dev = await post(api.url, { query: '{ __schema { queryType { name } } }' })
    expect(dev.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } })
  })

  it('keeps __typename in production', async () => {
    expect((await post(production.url, { query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } })
  })

  it('strips "Did you mean" suggestions in production', async () => {
    const answer = await post(production.url, { query: '{ Posts { docs { titel } } }' })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('Cannot query field "titel" on type "Post".')
    expect(answer.text).not.toContain('Did you mean')
    expect(answer.text).not.toContain('stack')
  })
})
