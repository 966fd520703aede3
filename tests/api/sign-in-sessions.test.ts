/**
 * Where a sign-in stays valid.
 * - Sign-ins to one account that overlap all stay signed in. Payload 3.90 stores a sign-in's
 *   session by writing back the whole list it read before checking the password, so the last of
 *   two overlapping sign-ins dropped the other's (payload#16027), whose token was then anonymous
 *   from its first request (an e2e worker's editor got 403). src/server/db/sign-in-sessions.ts
 *   makes each add its own session to what is stored. Over REST and GraphQL, for staff and
 *   members, each sign-in from an address of its own.
 * - A signed-in cookie counts from the server's own origins only (below).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startApiServer, type ApiServer } from './support/server'
import { memberToken } from './support/content'
import { asUser } from '../int/support/payload'
import { requestFrom, someLoopback } from '../support/from-address'

const PASSWORD = 'correct horse battery staple'
const AT_ONCE = 6

let api: ApiServer
let origin: string
beforeAll(async () => {
  api = await startApiServer()
  origin = new URL(api.url).origin
})
afterAll(() => api?.close())

type Collection = 'users' | 'members'

async function restLogin(collection: Collection, email: string): Promise<string> {
  const reply = await requestFrom(someLoopback(), `${origin}/api/${collection}/login`, {
    body: { email, password: PASSWORD },
  })
  expect(reply.status, reply.text).toBe(200)
  return (JSON.parse(reply.text) as { token: string }).token
}

async function graphqlLogin(collection: Collection, email: string): Promise<string> {
  const field = collection === 'users' ? 'loginUser' : 'loginMember'
  const query = `mutation ($email: String!, $password: String!) { ${field}(email: $email, password: $password) { token } }`
  const reply = await requestFrom(someLoopback(), api.url, {
    body: { query, variables: { email, password: PASSWORD } },
  })
  const body = JSON.parse(reply.text) as { data?: Record<string, { token: string } | null>; errors?: unknown[] }
  expect(body.errors, reply.text).toBeUndefined()
  return body.data![field]!.token
}

/** Who the token signs in as: `/api/<collection>/me`'s user id, or null when it is anonymous. */
async function whoIs(collection: Collection, token: string): Promise<number | string | null> {
  const reply = await requestFrom(someLoopback(), `${origin}/api/${collection}/me`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(reply.status, reply.text).toBe(200)
  return (JSON.parse(reply.text) as { user: { id: number | string } | null }).user?.id ?? null
}

async function storedSessions(collection: Collection, id: number | string): Promise<number> {
  const doc = (await api.payload.db.findOne({ collection, where: { id: { equals: id } } })) as {
    sessions?: unknown[]
  }
  return doc.sessions?.length ?? 0
}

const accounts = {
  users: async () => {
    const user = await asUser('editor')
    return { id: user.id, email: user.email }
  },
  members: async () => {
    const member = await memberToken(api.payload) // signed in once already: one stored session
    return { id: member.id, email: member.email }
  },
}

describe.each(['users', 'members'] as const)('%s signing in at once', (collection) => {
  it.each([
    ['REST', restLogin],
    ['GraphQL', graphqlLogin],
  ])(`over %s: ${AT_ONCE} overlapping sign-ins each stay signed in`, async (_, login) => {
    const account = await accounts[collection]()
    const before = await storedSessions(collection, account.id)
    const tokens = await Promise.all(Array.from({ length: AT_ONCE }, () => login(collection, account.email)))
    expect(new Set(tokens).size).toBe(AT_ONCE)
    const who = await Promise.all(tokens.map((token) => whoIs(collection, token)))
    expect(who).toEqual(tokens.map(() => account.id))
    expect(await storedSessions(collection, account.id)).toBe(before + AT_ONCE)
  })
})

/**
 * The admin's cookie counts only from the origins the server trusts (Payload's CSRF list): on a
 * local run that is SERVER_URL's (http://localhost:3000 here) and the same port at 127.0.0.1 and
 * [::1] — the admin opened at http://127.0.0.1:3000 saved nothing before (src/server/own-origins.ts).
 */
describe('a signed-in cookie, by the origin it is sent from', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:3000', true],
    ['http://127.0.0.1:3001', false],
    ['http://evil.example', false],
    ['http://localhost.evil.example:3000', false],
  ])('from %s: signed in %s', async (origin, signedIn) => {
    const user = await asUser('editor')
    const token = await restLogin('users', user.email)
    const reply = await requestFrom(someLoopback(), `${new URL(api.url).origin}/api/users/me`, {
      headers: { cookie: `payload-token=${token}`, origin },
    })
    expect(reply.status, reply.text).toBe(200)
    const me = (JSON.parse(reply.text) as { user: { id: number } | null }).user
    expect(me?.id ?? null).toBe(signedIn ? user.id : null)
  })
})
