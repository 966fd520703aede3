/**
 * The /graphql endpoint answering real queries over HTTP: lists with their relations, a post by
 * slug, GET, batches, media types, and who the request runs as (bearer tokens of editors and
 * members, forged tokens, cookies from a foreign origin). Runs on SQLite and on Postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { draftPost, editorToken, memberToken, publishedPost, unique, type Published } from './support/content'
import { bearer, firstError, get, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let published: Published

const LIST = /* GraphQL */ `
  query LatestPosts($limit: Int) {
    Posts(limit: $limit, sort: "-publishedAt") {
      totalDocs
      docs {
        id
        title
        slug
        authors {
          id
          name
        }
        categories {
          id
          title
          slug
        }
      }
    }
  }
`
const BY_SLUG = /* GraphQL */ `
  query PostBySlug($slug: String!) {
    Posts(where: { slug: { equals: $slug } }, limit: 1) {
      docs {
        id
        title
        excerpt
        slug
        _status
      }
    }
  }
`

beforeAll(async () => {
  api = await startApiServer()
  published = await publishedPost(api.payload)
})

afterAll(async () => {
  await api?.close()
})

describe('queries', () => {
  it('lists posts with their authors and categories', async () => {
    const answer = await post(api.url, { operationName: 'LatestPosts', query: LIST, variables: { limit: 20 } })
    expect(answer.status).toBe(200)
    expect(answer.body.errors).toBeUndefined()
    const docs = (answer.body.data!.Posts as { docs: Record<string, unknown>[] }).docs
    expect(docs).toContainEqual({
      id: published.post.id,
      title: published.post.title,
      slug: published.post.slug,
      authors: [{ id: published.author.id, name: published.author.name }],
      categories: [{ id: published.category.id, title: published.category.title, slug: published.category.slug }],
    })
  })

  it('finds a post by its slug', async () => {
    const answer = await post(api.url, { query: BY_SLUG, variables: { slug: published.post.slug } })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      Posts: {
        docs: [
          {
            id: published.post.id,
            title: published.post.title,
            excerpt: published.post.excerpt,
            slug: published.post.slug,
            _status: 'published',
          },
        ],
      },
    })
  })

  it('runs queries over GET, cacheable when anonymous', async () => {
    const answer = await get(api.url, { query: BY_SLUG, variables: { slug: published.post.slug } })
    expect(answer.status).toBe(200)
    expect((answer.body.data!.Posts as { docs: unknown[] }).docs).toHaveLength(1)
    expect(answer.headers.get('cache-control')).toContain('public')
    expect(answer.headers.get('vary')).toContain('Authorization')
    expect(answer.headers.get('connection')).not.toBe('close') // bodies read whole keep the connection
  })

  it('answers application/graphql-response+json to clients that accept it, else application/json', async () => {
    const query = { query: '{ __typename }' }
    const modern = await post(api.url, query, { accept: 'application/graphql-response+json, application/json;q=0.9' })
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/)
    const legacy = await post(api.url, query, { accept: 'application/json' })
    expect(legacy.headers.get('content-type')).toMatch(/^application\/json/)
    expect(legacy.body).toEqual({ data: { __typename: 'Query' } })
  })

  it('runs a batch and answers each operation in order', async () => {
    const answer = await post(api.url, [
      { query: BY_SLUG, variables: { slug: published.post.slug } },
      { query: '{ nope }' },
      { query: '{ __typename }' },
    ])
    expect(answer.status).toBe(200)
    const results = answer.body as unknown as { data?: unknown; errors?: { message: string }[] }[]
    expect(results).toHaveLength(3)
    expect(results[0].data).toBeTruthy()
    expect(results[1].errors?.[0].message).toMatch(/Cannot query field "nope"/)
    expect(results[2].data).toEqual({ __typename: 'Query' })
  })

  it('keeps a field error in a 200 answer next to the data that did resolve', async () => {
    const answer = await post(api.url, { query: '{ Post(id: 999999) { id } __typename }' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ __typename: 'Query' })
    expect(firstError(answer)).toBeTruthy()
  })
})

describe('who a request runs as', () => {
  const DRAFTS = /* GraphQL */ `
    query Drafts($slug: String!) {
      Posts(draft: true, where: { slug: { equals: $slug } }) {
        docs {
          slug
        }
      }
    }
  `

  it('shows drafts to an editor with a bearer token, never to the public', async () => {
    const draft = await draftPost(api.payload, { title: `Draft ${unique()}` })
    const variables = { slug: draft.slug }
    const token = await editorToken(api.payload)
    const asEditor = await post(api.url, { query: DRAFTS, variables }, bearer(token))
    expect(asEditor.body.data).toEqual({ Posts: { docs: [{ slug: draft.slug }] } })
    const anonymous = await post(api.url, { query: DRAFTS, variables })
    expect(anonymous.body.data).toEqual({ Posts: { docs: [] } })
  })

  it('marks answers to signed-in requests private', async () => {
    const token = await editorToken(api.payload)
    const answer = await get(api.url, { query: '{ meUser { user { email } } }' }, bearer(token))
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('authenticates members by bearer token', async () => {
    const member = await memberToken(api.payload)
    const answer = await post(api.url, { query: '{ meMember { user { id email } } }' }, bearer(member.token))
    expect(answer.body.data).toEqual({ meMember: { user: { id: member.id, email: member.email } } })
  })

  it('treats a forged token as anonymous, not as an error', async () => {
    const [head, body] = (await editorToken(api.payload)).split('.')
    const forged = `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`
    for (const token of [forged, 'garbage', '']) {
      const answer = await post(api.url, { query: '{ meUser { user { id } } __typename }' }, bearer(token))
      expect(answer.status).toBe(200)
      expect(answer.body.data).toEqual({ meUser: { user: null }, __typename: 'Query' })
    }
  })

  it('ignores a session cookie sent from a foreign origin (CSRF), honours it from the site', async () => {
    const token = await editorToken(api.payload)
    const cookie = `payload-token=${token}`
    const query = { query: '{ meUser { user { id } } }' }
    const foreign = await post(api.url, query, { cookie, origin: 'https://evil.example' })
    expect(foreign.body.data).toEqual({ meUser: { user: null } })
    const site = await post(api.url, query, { cookie, origin: 'http://localhost:3000' })
    expect((site.body.data!.meUser as { user: unknown }).user).not.toBeNull()
  })
})

describe('search', () => {
  const SEARCH = /* GraphQL */ `
    query Search($q: String!, $types: [SearchType!], $page: Int, $perPage: Int, $prefix: Boolean) {
      search(query: $q, types: $types, page: $page, perPage: $perPage, prefix: $prefix) {
        query
        correctedQuery
        total
        totalPages
        hits {
          type
          id
          title
          url
          snippet {
            text
            match
          }
        }
        facets {
          type
          label
          count
        }
      }
    }
  `

  it('answers ranked hits with facets, cacheable over GET when anonymous', async () => {
    const answer = await get(api.url, { query: SEARCH, variables: { q: published.post.title } })
    expect(answer.status).toBe(200)
    const result = answer.body.data!.search as { hits: { id: string; type: string; url: string }[]; facets: unknown[] }
    expect(result.hits[0]).toMatchObject({
      type: 'POST',
      id: String(published.post.id),
      url: `/post/${published.post.slug}`,
    })
    const posts = (result.facets as { type: string; label: string; count: number }[]).find((f) => f.type === 'POST')
    expect(posts).toMatchObject({ label: 'Articles' })
    expect(posts!.count).toBeGreaterThan(0)
    expect(answer.headers.get('cache-control')).toContain('public')
  })

  it('refuses what it cannot answer in words, as a visitor error (BAD_USER_INPUT, 400)', async () => {
    for (const [variables, message] of [
      [{ q: 'x'.repeat(201) }, 'Search for at most 200 characters.'],
      [{ q: 'pens', page: 0 }, 'The page must be a whole number from 1 to 100.'],
      [{ q: 'pens', perPage: 500 }, 'Results per page must be a whole number from 1 to 50.'],
    ] as const) {
      const answer = await post(api.url, { query: SEARCH, variables })
      // A field error: in a 200 answer, as every resolver's (see "keeps a field error" above).
      expect(firstError(answer)).toBe(message)
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', statusCode: 400 })
      expect(answer.body.data).toBeNull()
    }
    const unknown = await post(api.url, { query: SEARCH, variables: { q: 'pens', types: ['AUTHOR'] } })
    expect(unknown.status).toBe(400)
    expect(firstError(unknown)).toMatch(/Value "AUTHOR" does not exist in "SearchType" enum/)
  })

  it('answers hits alone without counting when no count is asked for (the header)', async () => {
    const query = 'query ($q: String!) { search(query: $q, prefix: true, perPage: 6) { hits { url } } }'
    const answer = await post(api.url, { query, variables: { q: published.post.title.slice(0, -1) } })
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data).toEqual({ search: { hits: [{ url: `/post/${published.post.slug}` }] } })
  })

  it('never finds a draft', async () => {
    const draft = await draftPost(api.payload, { title: `Draft ${unique()}` })
    const answer = await post(api.url, { query: SEARCH, variables: { q: draft.title } })
    const hits = (answer.body.data!.search as { hits: { id: string }[] }).hits
    expect(hits.map((h) => h.id)).not.toContain(String(draft.id))
  })
})
