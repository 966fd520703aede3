/**
 * Account answers over HTTP: what a client of /graphql sees, byte for byte, when it probes for
 * existing emails, changes a password, or writes what it may not.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bearer, firstError, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

const PASSWORD = 'a long enough password'

let api: ApiServer

const unique = () => randomBytes(4).toString('hex')

async function member() {
  const email = `m-${unique()}@test.local`
  const doc = await api.payload.create({ collection: 'members', data: { name: 'Member', email, password: PASSWORD } })
  const { token } = await api.payload.login({ collection: 'members', data: { email, password: PASSWORD } })
  return { doc, email, token: token! }
}

beforeAll(async () => {
  api = await startApiServer()
})

afterAll(async () => {
  await api?.close()
})

const SIGN_UP =
  'mutation SignUp($email: String!) { signUp(name: "Someone", email: $email, password: "another password1") }'

describe('signUp', () => {
  it('answers a known email and a new one with the same status, headers and body', async () => {
    const { email } = await member()
    const known = await post(api.url, { query: SIGN_UP, variables: { email } })
    const fresh = await post(api.url, { query: SIGN_UP, variables: { email: `new-${unique()}@test.local` } })
    expect(known.status).toBe(200)
    expect(known.text).toBe('{"data":{"signUp":true}}')
    expect(fresh.text).toBe(known.text)
    const names = (answer: typeof known) => [...answer.headers.keys()].filter((n) => n !== 'date').sort()
    expect(names(fresh)).toEqual(names(known))
    expect(fresh.headers.get('set-cookie')).toBeNull()
  })
})

const CHANGE =
  'mutation C($current: String!, $next: String!) { changeMyPassword(currentPassword: $current, newPassword: $next) }'
const ME = '{ meMember { user { id } } }'

describe('changeMyPassword', () => {
  it('refuses a wrong current password in words, then changes it and signs out other sessions', async () => {
    const me = await member()
    const { token: other } = (await api.payload.login({
      collection: 'members',
      data: { email: me.email, password: PASSWORD },
    })) as { token: string }

    const wrong = await post(
      api.url,
      { query: CHANGE, variables: { current: 'nope', next: 'new long password' } },
      bearer(me.token),
    )
    expect(firstError(wrong)).toBe('Your current password is not right.')
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' })

    const changed = await post(
      api.url,
      { query: CHANGE, variables: { current: PASSWORD, next: 'new long password' } },
      bearer(me.token),
    )
    expect(changed.body).toEqual({ data: { changeMyPassword: true } })
    expect((await post(api.url, { query: ME }, bearer(me.token))).body.data).toEqual({
      meMember: { user: { id: me.doc.id } },
    })
    expect((await post(api.url, { query: ME }, bearer(other))).body.data).toEqual({ meMember: { user: null } })
  })
})

describe('plain updates', () => {
  it("refuses a member's own avatar, saved items, email and password, and leaves the account as it was", async () => {
    const me = await member()
    const before = await api.payload.findByID({ collection: 'members', id: me.doc.id, depth: 0 })
    for (const data of ['avatar: 1', 'email: "x@evil.example"', 'password: "a new long password"', 'saved: []']) {
      const answer = await post(
        api.url,
        { query: `mutation { updateMember(id: ${me.doc.id}, data: { ${data} }) { id } }` },
        bearer(me.token),
      )
      expect(answer.status, data).toBe(200)
      expect(answer.body.errors?.[0]?.extensions, data).toMatchObject({ statusCode: 403 })
      expect(answer.body.data, data).toEqual({ updateMember: null })
    }
    expect(await api.payload.findByID({ collection: 'members', id: me.doc.id, depth: 0 })).toEqual(before)
  })

  it('refuses createMember to visitors, whatever the email', async () => {
    const { email } = await member()
    const create = (address: string) =>
      post(api.url, {
        query: `mutation { createMember(data: { name: "X", email: "${address}", password: "${PASSWORD}" }) { id } }`,
      })
    const [known, fresh] = [await create(email), await create(`new-${unique()}@test.local`)]
    expect(firstError(known)).toBe('You are not allowed to perform this action.')
    expect(fresh.text).toBe(known.text)
  })
})
