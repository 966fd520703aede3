/**
 * Malformed query input answers 400 in words (REST) or BAD_USER_INPUT (GraphQL), never a 500 or
 * INTERNAL_SERVER_ERROR, for every caller: ids and `where` values checked against the fields'
 * types before the database sees them (src/hooks/query-input.ts, src/server/rest-query.ts). The
 * examples are the probe's; the property tests throw generated query strings and `where`
 * arguments at every collection, on SQLite and PostgreSQL (which refuses more than SQLite does).
 */
import fc from 'fast-check'
import type { FlattenedField } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { makeAuthor } from '../int/support/fixtures'
import { asUser } from '../int/support/payload'
import { buildWorld, type World } from '../int/support/world'
import { bearer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

const PASSWORD = 'correct horse battery staple'
/** Fixed (a failure prints it with the shrunk counterexample, and replays the same way); another
 *  seed or more runs may be asked for by hand: QUERY_FUZZ_SEED=1 QUERY_FUZZ_RUNS=2000. */
const SEED = Number(process.env.QUERY_FUZZ_SEED ?? 20_261_128)
const RUNS = Number(process.env.QUERY_FUZZ_RUNS ?? 200)

let api: ApiServer
let world: World
/** Authorization headers per caller (anonymous: none). */
let callers: Record<string, Record<string, string>>

async function userToken(role: User['role']) {
  const user = await asUser(role, { password: PASSWORD })
  const { token } = await api.payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  return bearer(token!)
}

beforeAll(async () => {
  api = await startApiServer()
  world = await buildWorld(api.payload)
  await makeAuthor(api.payload)
  const email = `member-${Date.now()}@members.test`
  await api.payload.create({ collection: 'members', data: { name: 'Mia', email, password: PASSWORD } })
  const member = await api.payload.login({ collection: 'members', data: { email, password: PASSWORD } })
  callers = {
    anonymous: {},
    member: bearer(member.token!),
    contributor: await userToken('contributor'),
    editor: await userToken('editor'),
    admin: await userToken('admin'),
  }
}, 180_000)

afterAll(async () => {
  await api?.close()
})

const rest = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.restUrl}${path}`, { headers })
  const text = await response.text()
  return {
    status: response.status,
    text,
    message: (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message,
  }
}

const graphql = async (query: string, variables: unknown = {}, headers: Record<string, string> = {}) => {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] },
  }
}

describe('malformed REST input answers 400 in words', () => {
  const BAD: [string, RegExp][] = [
    ['/posts/abc', /id .*whole number/],
    ['/posts/99999999999999999999', /whole number/],
    ['/posts/%00', /NUL character/],
    ['/payload-preferences/%00', /NUL character/],
    ['/posts?where[id][equals]=abc', /"id" takes a document id/],
    ['/posts?where[id][in]=1,b', /"id" takes a document id/],
    ['/posts?where[id][equals]=1e400', /"id" takes a document id/],
    ['/posts?where[categories][equals]=xyz', /"categories" takes a document id/],
    ['/posts?where[categories][contains]=x', /cannot be compared with contains/],
    ['/posts?where[title][equals]=a%00b', /NUL character/],
    ['/posts?where[_status][equals]=0', /"_status" is one of draft, published/],
    ['/posts?where[title][all]=0', /holds one value/],
    ['/pages?where[blocks][equals]=', /holds fields of its own/],
    ['/payload-locked-documents?where[document][equals]=0', /takes \{ relationTo, value \}/],
    ['/tour-shows?where[lineup][in]=abc', /"lineup" takes a document id/],
    ['/posts?where[heroImage][equals]=abc', /"heroImage" takes a document id/],
    ['/posts?where[publishedAt][greater_than]=notadate', /"publishedAt" takes a date/],
    ['/posts?where[publishedAt][equals]=2020-13-45', /takes a date/],
    ['/giveaways?where[startsAt][less_than]=abc', /takes a date/],
    ['/episodes?where[duration][equals]=abc', /"duration" takes a number/],
    ['/posts?where[title][near]=1,2', /not a map point/],
    ['/posts?where[publishedAt][near]=a,b', /not a map point/],
    ['/posts?where[title][equals][a]=b', /"title" takes text/],
    ['/posts?where[or][0][id][equals]=abc', /"id" takes a document id/],
    ['/posts?where[and]=x', /takes a list of conditions/],
    ['/posts?where[id][exists]=maybe', /exists takes true or false/],
    ['/posts?where=%ff', /where is either JSON/],
    ['/posts?where={"id":{"equals":"abc"}}', /"id" takes a document id/],
    ['/posts?limit=1&limit=2', /Give limit once/],
    ['/posts?page=1&page=2', /Give page once/],
    ['/posts?depth=1&depth=2', /Give depth once/],
    ['/posts/count?where[id][equals]=abc', /"id" takes a document id/],
    ['/media/file/a%00b.png', /NUL character/],
  ]
  for (const [caller, headers] of [
    ['anonymous', () => callers.anonymous],
    ['admin', () => callers.admin],
  ] as const) {
    it(`for ${caller}`, async () => {
      for (const [path, words] of BAD) {
        const answer = await rest(path, headers())
        expect(answer.status, `${path}: ${answer.text}`).toBe(400)
        expect(answer.message, path).toMatch(words)
      }
    })
  }

  it("for staff, on Payload's own collections too (added after the plugins run)", async () => {
    for (const [path, words] of [
      ['/payload-preferences?where[value][contains]=0', /cannot be compared with contains/],
      ['/payload-locked-documents?where[user][equals]=', /takes \{ relationTo, value \}/],
    ] as const) {
      const answer = await rest(path, callers.editor)
      expect(answer.status, `${path}: ${answer.text}`).toBe(400)
      expect(answer.message, path).toMatch(words)
    }
  })

  it('still answers well-typed queries', async () => {
    const ok = [
      `/posts?where[id][equals]=${world.posts.P.id}`,
      `/posts?where[id][in]=${world.posts.P.id},${world.posts.Q.id}`,
      '/posts?where[publishedAt][greater_than]=2020-01-01',
      '/posts?where[publishedAt][less_than]=2099-01-01T00:00:00.000Z',
      `/tour-shows?where[lineup][in]=${world.tour.PF.id}`,
      '/tour-shows?where[lineup.name][like]=Performer',
      '/posts?where[OR][0][title][like]=Article&where[OR][1][id][equals]=1',
      '/posts?where[categories][exists]=true',
      `/posts?where=${encodeURIComponent(JSON.stringify({ id: { equals: world.posts.P.id } }))}`,
      '/posts?limit=5&page=1&depth=1&sort=-publishedAt',
    ]
    for (const path of ok) {
      const answer = await rest(path)
      expect(answer.status, `${path}: ${answer.text}`).toBe(200)
    }
    const shows = JSON.parse((await rest(`/tour-shows?where[lineup][in]=${world.tour.PF.id}`)).text) as {
      docs: unknown[]
    }
    expect(shows.docs).toHaveLength(1)
  })
})

describe('malformed GraphQL where arguments answer BAD_USER_INPUT', () => {
  it('for a relationship, a date and an id', async () => {
    const cases = [
      ['{ TourShows(where: { lineup: { in: ["x"] } }) { docs { id } } }', /"lineup" takes a document id/],
      ['{ Posts(where: { categories: { equals: "xyz" } }) { docs { id } } }', /"categories" takes a document id/],
      ['{ Posts(where: { authors: { in: [{ a: 1 }] } }) { docs { id } } }', /"authors" takes a document id/],
      ['{ Posts(where: { categories: { equals: 99999999999 } }) { docs { id } } }', /"categories" takes a document id/],
    ] as const
    for (const headers of [callers.anonymous, callers.editor]) {
      for (const [query, words] of cases) {
        const { status, body, text } = await graphql(query, {}, headers)
        expect(status, text).toBeLessThan(500)
        expect(body.errors?.[0]?.extensions?.code, text).toBe('BAD_USER_INPUT')
        expect(body.errors?.[0]?.message).toMatch(words)
      }
    }
  })
})

// ——— Generated input ———

type Fuzzable = { slug: string; paths: string[] }

/** Every collection's queryable paths: its fields, one level into groups and arrays, and id. */
function fuzzables(): Fuzzable[] {
  return Object.values(api.payload.collections).map(({ config }) => {
    const paths = ['id', 'AND', 'or']
    const walk = (fields: FlattenedField[], prefix: string, depth: number) => {
      for (const field of fields) {
        paths.push(prefix + field.name)
        if (depth < 1 && 'flattenedFields' in field) walk(field.flattenedFields, `${prefix}${field.name}.`, depth + 1)
      }
    }
    walk(config.flattenedFields, '', 0)
    return { slug: config.slug, paths }
  })
}

type WhereQuery = { field: string; whereType: string; paths: string[] }

type Introspected = {
  data: {
    __schema: {
      queryType: { fields: { name: string; args: { name: string; type: { name: string | null } }[] }[] }
      types: { name: string; inputFields: { name: string }[] | null }[]
    }
  }
}

/** Every list query of the schema that takes a `where`, with the paths its where type names. */
async function whereQueries(): Promise<WhereQuery[]> {
  const { body } = await graphql(
    '{ __schema { queryType { fields { name args { name type { name } } } } types { name inputFields { name } } } }',
    {},
    callers.admin,
  )
  const { queryType, types } = (body as unknown as Introspected).data.__schema
  const inputs = new Map(types.map((t) => [t.name, (t.inputFields ?? []).map((f) => f.name)]))
  return queryType.fields.flatMap((field) => {
    const whereType = field.args.find((a) => a.name === 'where')?.type.name
    if (!whereType || !field.name.match(/^[A-Z]/) || !inputs.has(whereType)) return []
    return [{ field: field.name, whereType, paths: inputs.get(whereType)! }]
  })
}

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'bogus',
]

/** Values as a prober sends them: numbers out of range, dates that are not, odd escapes. */
const rawValue = fc.oneof(
  fc.constantFrom(
    'abc',
    '',
    '1',
    '-1',
    '0',
    '1.5',
    '1e400',
    '99999999999999999999',
    '2147483648',
    'true',
    'maybe',
    'null',
    '2030-01-01',
    '2020-13-45',
    '2030-01-01T00:00:00Z',
    'notadate',
    '1,2,3',
    'a,b',
    '%ff',
    '%00',
    '%',
    '%E2%82',
    '[]',
    '{}',
    "'; DROP TABLE posts; --",
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
)

const paramValue = fc.oneof(
  fc.constantFrom('0', '1', '2', '-1', 'abc', '1e400', '', '%ff', '10'),
  fc.integer().map(String),
)

function restArbitrary(collections: Fuzzable[]) {
  return fc
    .record({
      collection: fc.constantFrom(...collections),
      caller: fc.constantFrom('anonymous', 'member', 'contributor', 'editor', 'admin'),
      byId: fc.option(rawValue, { freq: 4 }),
      conditions: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...OPERATORS), rawValue, fc.boolean()), { maxLength: 3 }),
      params: fc.array(
        fc.tuple(fc.constantFrom('limit', 'page', 'depth', 'sort', 'draft', 'where', 'locale'), paramValue),
        {
          maxLength: 3,
        },
      ),
    })
    .map(({ collection, caller, byId, conditions, params }) => {
      const query = [
        ...conditions.map(([pick, operator, value, nested], i) => {
          const path = collection.paths[pick % collection.paths.length]
          return nested ? `where[or][${i}][${path}][${operator}]=${value}` : `where[${path}][${operator}]=${value}`
        }),
        ...params.map(([name, value]) => `${name}=${value}`),
      ].join('&')
      const path = `/${collection.slug}${byId === null ? '' : `/${byId}`}${query ? `?${query}` : ''}`
      return { caller, path }
    })
}

/** A `where` argument as JSON: any path, any operator, values of every JSON type. */
function whereArbitrary(paths: string[]) {
  const value = fc.oneof(
    fc.constantFrom('abc', '2020-13-45', '2030-01-01T00:00:00Z', '1e400', '', 'null'),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  )
  const condition = fc.dictionary(fc.constantFrom(...OPERATORS), value, { minKeys: 1, maxKeys: 2 })
  return fc.dictionary(fc.constantFrom(...paths), condition, { minKeys: 1, maxKeys: 3 })
}

describe('generated input never answers 5xx or INTERNAL_SERVER_ERROR', () => {
  it('over REST query strings', async () => {
    await fc.assert(
      fc.asyncProperty(restArbitrary(fuzzables()), async ({ caller, path }) => {
        const response = await fetch(`${api.restUrl}${path}`, { headers: callers[caller] })
        const text = await response.text()
        if (response.status >= 500) throw new Error(`${caller} GET ${path}: ${response.status} ${text.slice(0, 300)}`)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })

  it('over GraphQL where arguments', async () => {
    const lists = await whereQueries()
    expect(lists.length).toBeGreaterThan(10)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists).chain((list) =>
          fc.record({
            list: fc.constant(list),
            where: whereArbitrary(list.paths),
            caller: fc.constantFrom('anonymous', 'member', 'editor', 'admin'),
          }),
        ),
        async ({ list, where, caller }) => {
          const query = `query Q($where: ${list.whereType}) { q: ${list.field}(where: $where) { totalDocs } }`
          const { status, body, text } = await graphql(query, { where }, callers[caller])
          const internal = body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')
          if (status >= 500 || internal) {
            throw new Error(`${caller} ${list.field} ${JSON.stringify(where)}: ${status} ${text.slice(0, 300)}`)
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    )
  })
})
