/**
 * A fixed corpus of hostile inputs — several hundred — and seeded random ones (fast-check), thrown
 * at a real server over REST (query strings, paths, JSON bodies), GraphQL (JSON and multipart) and
 * the websocket, as an anonymous visitor and as a member. Every answer is a refusal in words or an
 * ordinary answer, never a 5xx or an INTERNAL_SERVER_ERROR; nothing refused is stored and nothing
 * accepted is lost (the stored rows equal the accepted writes); the server answers normally after.
 * Each request's time is printed with the slowest ones (speed itself is the bench's business).
 */
import fc from 'fast-check'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'

import { memberToken, publishedPost } from './support/content'
import { startApiServer, type ApiServer } from './support/server'
import { richText } from '../int/support/fixtures'
import { requestFrom, someLoopback, type Reply } from '../support/from-address'

const SEED = Number(process.env.HOSTILE_FUZZ_SEED ?? 20_261_128)
const RUNS = Number(process.env.HOSTILE_FUZZ_RUNS ?? 60)

/** Strings a hostile client sends where text is expected. */
const STRINGS = [
  '',
  ' ',
  'a'.repeat(70_000),
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  "1' UNION SELECT password FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF\u202E\u200B',
  '😀'.repeat(2000),
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '0x10',
  '__proto__',
  'constructor',
  'prototype',
  '[object Object]',
  '\r\nSet-Cookie: admin=1',
  'javascript:alert(1)',
  'mailto:a@b.c?subject=\n\nbody',
  'a@b',
  '@',
  'x'.repeat(320) + '@example.test',
] as const

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : [deep(depth - 1)])

/** Values of every other shape a hostile client sends where a value is expected. */
const VALUES: unknown[] = [
  ...STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -(2 ** 31),
  [],
  [null],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
  deep(200),
  Array.from({ length: 5000 }, (_, i) => i),
]

/** The collections a write reaches; their rows are counted before and after. */
const WRITTEN: CollectionSlug[] = ['members', 'form-submissions', 'subscribers', 'media', 'member-avatars', 'posts', 'users']

type Answer = { reply: Reply; accepted: CollectionSlug | null }
type Case = { name: string; send: () => Promise<Answer> }

let api: ApiServer
let member: string
let formId: number
let postId: number
const slowest: { name: string; ms: number }[] = []
const accepted = new Map<CollectionSlug, number>()
const before = new Map<CollectionSlug, number>()

const counts = async () =>
  new Map(
    await Promise.all(
      WRITTEN.map(async (slug) => [slug, (await api.payload.count({ collection: slug, overrideAccess: true })).totalDocs] as const),
    ),
  )

let emails = 0
const freshEmail = () => `hostile-${(emails += 1)}-${Date.now().toString(36)}@example.test`

const json = (text: string): { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } => {
  try {
    return JSON.parse(text) as ReturnType<typeof json>
  } catch {
    return {}
  }
}

/** A GraphQL request (JSON), from an address of its own so that rate limits count it alone. */
const graphql = (query: string, variables: unknown, headers: Record<string, string> = {}) =>
  requestFrom(someLoopback(), api.url, { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json', ...headers } })

const rest = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  requestFrom(someLoopback(), `${api.restUrl}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  })

/** A multipart body with exactly these parts, as bytes, and its content type. */
async function multipart(parts: [string, string | Blob, string?][]) {
  const form = new FormData()
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, filename)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

const SIGN_UP = 'mutation ($name: String!, $email: String!, $password: String!, $newsletter: Boolean) { signUp(name: $name, email: $email, password: $password, newsletter: $newsletter) }'
const SUBMIT = 'mutation ($form: ID!, $values: [FormValueInput!]!, $key: String) { submitForm(form: $form, values: $values, idempotencyKey: $key) { id } }'
const POSTS = 'query ($where: Post_where, $limit: Int, $page: Int, $sort: String) { Posts(where: $where, limit: $limit, page: $page, sort: $sort) { totalDocs docs { id title } } }'
const SEARCH = 'query ($q: String!, $page: Int) { search(query: $q, page: $page) { page hits { title } } }'
const AVATAR = 'mutation ($file: Upload!) { updateMyAvatar(file: $file) }'

function signUpCases(): Case[] {
  const valid = () => ({ name: 'Hana Hostile', email: freshEmail(), password: 'correct horse battery staple', newsletter: false })
  // A ticked newsletter box is no attack (it would also write a subscriber): every other value is.
  return (['name', 'email', 'password', 'newsletter'] as const).flatMap((field) =>
    VALUES.filter((value) => !(field === 'newsletter' && value === true)).map((value, i) => ({
      name: `signUp ${field} #${i}`,
      send: async () => {
        const reply = await graphql(SIGN_UP, { ...valid(), [field]: value })
        return { reply, accepted: json(reply.text).data?.signUp === true ? 'members' : null }
      },
    })),
  )
}

function submitCases(): Case[] {
  const values = (email: unknown) => [{ name: 'email', value: email }]
  const submitted = (reply: Reply): CollectionSlug | null => (json(reply.text).data?.submitForm ? 'form-submissions' : null)
  return [
    ...VALUES.map((value, i) => ({
      name: `submitForm form #${i}`,
      send: async () => {
        const reply = await graphql(SUBMIT, { form: value, values: values(freshEmail()) })
        return { reply, accepted: submitted(reply) }
      },
    })),
    ...VALUES.map((value, i) => ({
      name: `submitForm value #${i}`,
      send: async () => {
        const reply = await graphql(SUBMIT, { form: String(formId), values: values(value) })
        return { reply, accepted: submitted(reply) }
      },
    })),
    ...VALUES.map((value, i) => ({
      name: `submitForm values #${i}`,
      send: async () => {
        const reply = await graphql(SUBMIT, { form: String(formId), values: value })
        return { reply, accepted: submitted(reply) }
      },
    })),
    ...STRINGS.map((value, i) => ({
      name: `submitForm idempotencyKey #${i}`,
      send: async () => {
        const reply = await graphql(SUBMIT, { form: String(formId), values: values(freshEmail()), key: value })
        return { reply, accepted: submitted(reply) }
      },
    })),
  ]
}

function readCases(): Case[] {
  const read = (name: string, query: string, variables: unknown): Case => ({
    name,
    send: async () => ({ reply: await graphql(query, variables), accepted: null }),
  })
  return [
    ...VALUES.map((value, i) => read(`Posts where #${i}`, POSTS, { where: value })),
    ...VALUES.map((value, i) => read(`Posts where title #${i}`, POSTS, { where: { title: { equals: value } } })),
    ...VALUES.map((value, i) => read(`Posts limit #${i}`, POSTS, { limit: value })),
    ...VALUES.map((value, i) => read(`Posts sort #${i}`, POSTS, { sort: value })),
    ...VALUES.map((value, i) => read(`search #${i}`, SEARCH, { q: value })),
    ...VALUES.map((value, i) => read(`search page #${i}`, SEARCH, { q: 'marking', page: value })),
  ]
}

/** Documents that are not GraphQL, or are GraphQL built to hurt. */
const DOCUMENTS = [
  '',
  '{',
  '}'.repeat(1000),
  '{'.repeat(10_000),
  'query { Posts { docs { id } }',
  'query Q { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  '{ __typename @skip(if: true) @skip(if: true) @skip(if: true) }',
  '{ __schema { types { fields { type { fields { type { name } } } } } } }',
  'subscription { postPublished { id } }',
  'mutation { __typename }',
  '{ Posts(limit: 99999999999) { docs { id } } }',
  '{ Posts(where: { title: { like: "%%%%%%%%%%%%%%%%%%%%" } }) { docs { id } } }',
  '\u0000',
  'query ($a: String = "x") { __typename }'.repeat(500),
]

function rawCases(): Case[] {
  const bodies: [string, string | Buffer, Record<string, string>][] = [
    ...DOCUMENTS.map((query, i): [string, string, Record<string, string>] => [`document #${i}`, JSON.stringify({ query }), { 'content-type': 'application/json' }]),
    ['not JSON', '{"query": ', { 'content-type': 'application/json' }],
    ['a JSON array of 500 operations', JSON.stringify(Array.from({ length: 500 }, () => ({ query: '{ __typename }' }))), { 'content-type': 'application/json' }],
    ['query as a number', JSON.stringify({ query: 42 }), { 'content-type': 'application/json' }],
    ['variables as a string', JSON.stringify({ query: '{ __typename }', variables: 'x' }), { 'content-type': 'application/json' }],
    ['extensions that lie', JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(64) } } }), { 'content-type': 'application/json' }],
    ['text/plain', '{ __typename }', { 'content-type': 'text/plain' }],
    ['no content type', '{}', {}],
    ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), { 'content-type': 'application/json' }],
    ['a lying length', '{"query":"{ __typename }"}', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ]
  return bodies.map(([name, body, headers]) => ({
    name: `raw GraphQL: ${name}`,
    send: async () => ({ reply: await requestFrom(someLoopback(), api.url, { body, headers }), accepted: null }),
  }))
}

function multipartCases(): Case[] {
  const png = new Blob([new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'))], { type: 'image/png' })
  const operations = JSON.stringify({ query: AVATAR, variables: { file: null } })
  const map = JSON.stringify({ 0: ['variables.file'] })
  const shapes: [string, [string, string | Blob, string?][], boolean][] = [
    ['no map', [['operations', operations], ['0', png, 'a.png']], true],
    ['a map into nothing', [['operations', operations], ['map', JSON.stringify({ 0: ['variables.nothing'] })], ['0', png, 'a.png']], true],
    ['a map of the query', [['operations', operations], ['map', JSON.stringify({ 0: ['query'] })], ['0', png, 'a.png']], true],
    ['a map to __proto__', [['operations', operations], ['map', JSON.stringify({ 0: ['__proto__.polluted'] })], ['0', png, 'a.png']], true],
    ['operations not JSON', [['operations', '{'], ['map', map], ['0', png, 'a.png']], true],
    ['map not JSON', [['operations', operations], ['map', '['], ['0', png, 'a.png']], true],
    ['a missing file', [['operations', operations], ['map', map]], true],
    ['a file of text called PNG', [['operations', operations], ['map', map], ['0', new Blob(['hello'], { type: 'image/png' }), 'a.png']], true],
    ['an SVG with a script', [['operations', operations], ['map', map], ['0', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'a.svg']], true],
    ['a file name that climbs', [['operations', operations], ['map', map], ['0', png, '../../../etc/passwd']], true],
    ['two files for one variable', [['operations', operations], ['map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] })], ['0', png, 'a.png'], ['1', png, 'b.png']], true],
    ['an anonymous upload', [['operations', operations], ['map', map], ['0', png, 'a.png']], false],
  ]
  return shapes.map(([name, parts, signedIn]) => ({
    name: `multipart: ${name}`,
    send: async () => {
      const { body, type } = await multipart(parts)
      const reply = await requestFrom(someLoopback(), api.url, {
        body,
        headers: { 'content-type': type, 'apollo-require-preflight': 'true', ...(signedIn ? { authorization: `Bearer ${member}` } : {}) },
      })
      return { reply, accepted: json(reply.text).data?.updateMyAvatar ? 'member-avatars' : null }
    },
  }))
}

function restCases(): Case[] {
  // A lone surrogate has no UTF-8 form, so no URL holds it: the rest do, escaped.
  const encoded = STRINGS.filter((s) => s.length < 5000 && !/[\uD800-\uDFFF]/.test(s.replace(/\p{Extended_Pictographic}/gu, ''))).map(
    (s) => encodeURIComponent(s),
  )
  const get = (name: string, path: string): Case => ({
    name,
    send: async () => ({ reply: await rest('GET', path), accepted: null }),
  })
  return [
    ...encoded.map((s, i) => get(`REST where #${i}`, `/posts?where[title][equals]=${s}`)),
    ...encoded.map((s, i) => get(`REST where id #${i}`, `/posts?where[id][in]=${s}`)),
    ...encoded.map((s, i) => get(`REST limit #${i}`, `/posts?limit=${s}&page=${s}`)),
    ...encoded.map((s, i) => get(`REST depth and sort #${i}`, `/posts?depth=${s}&sort=${s}`)),
    ...encoded.map((s, i) => get(`REST select #${i}`, `/posts?select[${s}]=true&populate[${s}]=true`)),
    ...encoded.map((s, i) => get(`REST id #${i}`, `/posts/${s}`)),
    ...encoded.map((s, i) => get(`REST draft #${i}`, `/posts/${postId}?draft=${s}&locale=${s}`)),
    ...encoded.map((s, i) => ({
      name: `REST view #${i}`,
      send: async () => ({ reply: await rest('POST', `/posts/${s}/view`), accepted: null }),
    })),
    ...VALUES.filter((v) => JSON.stringify(v)?.length < 200_000).map((value, i) => ({
      name: `REST sign-up #${i}`,
      send: async () => {
        const reply = await rest('POST', '/members', { name: value, email: freshEmail(), password: 'correct horse battery staple' })
        return { reply, accepted: reply.status === 201 ? ('members' as const) : null }
      },
    })),
    ...VALUES.filter((v) => JSON.stringify(v)?.length < 200_000).map((value, i) => ({
      name: `REST member update #${i}`,
      send: async () => {
        const me = json((await rest('GET', '/members/me', undefined, { authorization: `JWT ${member}` })).text) as { user?: { id: number } }
        const reply = await rest('PATCH', `/members/${me.user?.id ?? 0}`, { role: 'admin', name: value, email: value }, { authorization: `JWT ${member}` })
        return { reply, accepted: null }
      },
    })),
    ...[
      ['a 300 KB JSON body', 'x'.repeat(300_000)],
      ['JSON that is not', '{"name":'],
      ['a body of nulls', '\u0000'.repeat(1000)],
    ].map(([name, body]) => ({
      name: `REST body: ${name}`,
      send: async () => ({
        reply: await requestFrom(someLoopback(), `${api.restUrl}/members`, { body, headers: { 'content-type': 'application/json' } }),
        accepted: null,
      }),
    })),
  ]
}

/** Sends every case one after another; a 5xx or an internal error fails with the case's name. */
async function run(cases: Case[]) {
  const failures: string[] = []
  for (const { name, send } of cases) {
    const { reply, accepted: wrote } = await send()
    slowest.push({ name, ms: reply.ms })
    if (wrote) accepted.set(wrote, (accepted.get(wrote) ?? 0) + 1)
    const codes = (json(reply.text).errors ?? []).map((error) => error.extensions?.code)
    if (reply.status >= 500 && reply.status !== 503) failures.push(`${name}: ${reply.status} ${reply.text.slice(0, 200)}`)
    else if (codes.includes('INTERNAL_SERVER_ERROR')) failures.push(`${name}: INTERNAL_SERVER_ERROR ${reply.text.slice(0, 200)}`)
    else if (reply.status === 503 && !reply.headers['retry-after']) failures.push(`${name}: 503 without Retry-After`)
  }
  return failures
}

beforeAll(async () => {
  api = await startApiServer()
  const { post } = await publishedPost(api.payload)
  postId = post.id
  member = (await memberToken(api.payload)).token
  const form = await api.payload.create({
    collection: 'forms',
    data: {
      title: 'Hostile corpus',
      confirmationType: 'message',
      confirmationMessage: richText('Thanks.'),
      fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
    },
  })
  formId = form.id
  for (const [slug, n] of await counts()) before.set(slug, n)
}, 120_000)

afterAll(async () => {
  slowest.sort((a, b) => b.ms - a.ms)
  console.log(
    `hostile corpus: ${slowest.length} requests; slowest: ${slowest
      .slice(0, 5)
      .map(({ name, ms }) => `${name} ${Math.round(ms)} ms`)
      .join(', ')}`,
  )
  await api?.close()
})

describe('a fixed corpus of hostile inputs', () => {
  it('GraphQL sign-up and form submissions: refused in words or stored once, never a 5xx', async () => {
    const cases = [...signUpCases(), ...submitCases()]
    expect(cases.length).toBeGreaterThan(200)
    expect(await run(cases)).toEqual([])
  }, 600_000)

  it('GraphQL reads, raw documents and multipart uploads: never a 5xx', async () => {
    const cases = [...readCases(), ...rawCases(), ...multipartCases()]
    expect(cases.length).toBeGreaterThan(200)
    expect(await run(cases)).toEqual([])
  }, 600_000)

  it('REST query strings, paths and bodies: never a 5xx', async () => {
    const cases = restCases()
    expect(cases.length).toBeGreaterThan(200)
    expect(await run(cases)).toEqual([])
  }, 600_000)

  it('the websocket: hostile messages close the socket with a 4xxx code (never 1011) or are answered', async () => {
    const messages = [
      'not json',
      '{}',
      JSON.stringify({ type: 'subscribe', id: '1', payload: { query: 'subscription { postPublished { id } }' } }),
      JSON.stringify({ type: 'connection_init', payload: 'x'.repeat(100_000) }),
      JSON.stringify({ type: 'connection_init', payload: { __proto__: { admin: true } } }),
      JSON.stringify({ type: 'nonsense' }),
      JSON.stringify({ type: 'connection_init' }) + 'garbage',
      '\u0000'.repeat(100),
      JSON.stringify({ type: 'ping', payload: deep(500) }),
      JSON.stringify({ type: 'connection_init', payload: {} }),
    ]
    for (const message of messages) {
      const socket = new WebSocket(api.wsUrl, 'graphql-transport-ws', { localAddress: someLoopback() })
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      const answered = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString('utf8'))))
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve())
        socket.once('error', reject)
      })
      socket.send(message)
      const outcome = await Promise.race([closed.then((code) => ({ code })), answered.then((text) => ({ text }))])
      socket.close()
      if ('code' in outcome) {
        expect(outcome.code, message.slice(0, 60)).not.toBe(1011)
        // Normal, policy violation, too big (the server's frame limit) or graphql-ws's own 44xx.
        expect([1000, 1008, 1009].includes(outcome.code) || (outcome.code >= 4000 && outcome.code < 5000), message.slice(0, 60)).toBe(true)
      } else {
        // Answered rather than closed: connection_ack or pong, never an internal error.
        expect(outcome.text).toMatch(/"type":"(connection_ack|pong)"/)
      }
    }
  }, 120_000)
})

describe('seeded random input', () => {
  it('GraphQL variables and REST query strings of any shape: never a 5xx', async () => {
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.string({ maxLength: 200 }), async (value, text) => {
        failures.push(
          ...(await run([
            { name: `Posts where ${JSON.stringify(value).slice(0, 80)}`, send: async () => ({ reply: await graphql(POSTS, { where: value, sort: text }), accepted: null }) },
            { name: `submitForm ${JSON.stringify(value).slice(0, 80)}`, send: async () => {
              const reply = await graphql(SUBMIT, { form: String(formId), values: value })
              return { reply, accepted: json(reply.text).data?.submitForm ? 'form-submissions' : null }
            } },
            { name: `REST ${JSON.stringify(text)}`, send: async () => ({ reply: await rest('GET', `/posts?where[title][like]=${encodeURIComponent(text)}&sort=${encodeURIComponent(text)}`), accepted: null }) },
          ])),
        )
        return failures.length === 0
      }),
      { seed: SEED, numRuns: RUNS },
    )
    expect(failures).toEqual([])
  }, 600_000)
})

describe('after the corpus', () => {
  it('stored exactly what it accepted, and nothing it refused', async () => {
    const after = await counts()
    for (const slug of WRITTEN) {
      // A member has one picture: an accepted new one replaces the old (which is deleted).
      const added = slug === 'member-avatars' ? Math.min(accepted.get(slug) ?? 0, 1) : (accepted.get(slug) ?? 0)
      expect(after.get(slug), slug).toBe((before.get(slug) ?? 0) + added)
    }
  })

  it('still answers an ordinary request', async () => {
    const reply = await graphql(POSTS, { limit: 1 })
    expect(reply.status).toBe(200)
    expect(json(reply.text).data?.Posts).toMatchObject({ totalDocs: 1 })
  })
})
