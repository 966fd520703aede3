/**
 * Sign-in limits for staff (`loginUser`) and members (`loginMember`) over the real /graphql server
 * (REST goes through the same hooks, see tests/e2e/abuse.spec.ts): per address, never per account
 * alone, and never telling whether an account exists or is locked. Each caller is a socket address
 * of its own (127.x.y.z).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LIMITS } from '@/server/rate-limit'

import { startApiServer, type ApiServer } from './support/server'
import { asUser } from '../int/support/payload'
import { requestFrom, someLoopback } from '../support/from-address'

/**
 * The sign-in guard's own password hashes (Payload's, in node_modules, are not ours to count), in
 * the order they finish, among the answers the test receives.
 */
const events = vi.hoisted(() => [] as string[])
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  const pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
    const [password, salt, iterations, keylen, digest, callback] = args
    crypto.pbkdf2(password, salt, iterations, keylen, digest, (error, key) => {
      events.push(`hashed ${iterations}×${digest}, ${keylen} bytes`)
      callback(error, key)
    })
  }) as typeof crypto.pbkdf2
  return { ...crypto, default: { ...crypto, pbkdf2 }, pbkdf2 }
})

const PASSWORD = 'correct horse battery staple'
const WRONG = 'The email or password provided is incorrect.'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

type Answer = { token?: string; error?: { message: string; extensions?: Record<string, unknown> } }

async function login(from: string, collection: 'User' | 'Member', email: string, password: string): Promise<Answer> {
  const query = `mutation ($email: String!, $password: String!) { login${collection}(email: $email, password: $password) { token } }`
  const reply = await requestFrom(from, api.url, { body: { query, variables: { email, password } } })
  expect(reply.status).toBe(200) // a field error: the request itself ran
  const body = JSON.parse(reply.text) as {
    data?: Record<string, { token: string } | null>
    errors?: Answer['error'][]
  }
  events.push('answered')
  return { token: body.data?.[`login${collection}`]?.token, error: body.errors?.[0] }
}

const nobody = () => `nobody-${Math.random().toString(36).slice(2)}@test.local`

describe('staff sign-in', () => {
  it('answers an unknown email exactly like a wrong password, and only after a hash as costly as Payload’s', async () => {
    const editor = await asUser('editor')
    events.length = 0
    const wrong = await login(someLoopback(), 'User', editor.email, 'not the password')
    // A known email: Payload hashes the password itself, the guard adds nothing.
    expect(events).toEqual(['answered'])
    events.length = 0
    const unknown = await login(someLoopback(), 'User', nobody(), 'not the password')
    expect(unknown.error).toEqual(wrong.error)
    expect(wrong.error).toMatchObject({ message: WRONG, extensions: { statusCode: 401 } })
    // An unknown email pays one hash as Payload makes it (PBKDF2-SHA256, 600 000 rounds, 32 bytes),
    // finished before the answer leaves: the time of the answer does not tell them apart.
    expect(events).toEqual(['hashed 600000×sha256, 32 bytes', 'answered'])
  }, 90_000)

  it(`allows ${LIMITS.login.limit} failed sign-ins an hour per address (successes do not count), then 429`, async () => {
    const editor = await asUser('editor')
    const address = someLoopback()
    for (let i = 0; i < 2; i += 1) expect((await login(address, 'User', editor.email, PASSWORD)).token).toBeTruthy()
    for (let i = 0; i < LIMITS.login.limit; i += 1) {
      expect((await login(address, 'User', nobody(), PASSWORD)).error?.message).toBe(WRONG)
    }
    const limited = await login(address, 'User', editor.email, PASSWORD)
    expect(limited.token).toBeUndefined()
    expect(limited.error).toMatchObject({
      message: 'Too many attempts. Try again in 60 minutes.',
      extensions: { code: 'RATE_LIMITED', statusCode: 429, retryAfter: expect.any(Number) as number },
    })
    // The account's owner, anywhere else, signs in as usual.
    expect((await login(someLoopback(), 'User', editor.email, PASSWORD)).token).toBeTruthy()
  }, 90_000)

  it('locks an account out per address: a stranger cannot lock its owner out', async () => {
    const admin = await asUser('admin')
    const stranger = someLoopback()
    for (let i = 0; i < LIMITS.loginLockout.limit; i += 1) {
      expect((await login(stranger, 'User', admin.email, `guess ${i}`)).error?.message).toBe(WRONG)
    }
    // From the stranger's address even the right password is refused — in the words of a wrong one.
    const locked = await login(stranger, 'User', admin.email, PASSWORD)
    expect(locked.token).toBeUndefined()
    expect(locked.error).toMatchObject({ message: WRONG, extensions: { statusCode: 401 } })
    // The owner is not locked out, and the account itself is unchanged (no lock stored on it).
    expect((await login(someLoopback(), 'User', admin.email, PASSWORD)).token).toBeTruthy()
    const stored = await api.payload.findByID({ collection: 'users', id: admin.id, showHiddenFields: true })
    expect(stored).not.toHaveProperty('lockUntil')
    expect(stored).not.toHaveProperty('loginAttempts')
  }, 90_000)

  it(`allows ${LIMITS.passwordReset.limit} password-reset requests an hour per address`, async () => {
    const address = someLoopback()
    const forgot = (email: string) =>
      requestFrom(address, api.url, {
        body: { query: 'mutation ($email: String!) { forgotPasswordUser(email: $email) }', variables: { email } },
      }).then((reply) => JSON.parse(reply.text) as { errors?: { extensions?: { code?: string } }[] })
    for (let i = 0; i < LIMITS.passwordReset.limit; i += 1) expect((await forgot(nobody())).errors).toBeUndefined()
    expect((await forgot(nobody())).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  })
})

describe('member sign-in', () => {
  it('locks out per address and answers unknown, wrong and locked alike', async () => {
    const email = `member-${Math.random().toString(36).slice(2)}@test.local`
    await api.payload.create({ collection: 'members', data: { email, password: PASSWORD, name: 'Mo Member' } })
    const stranger = someLoopback()
    const unknown = await login(someLoopback(), 'Member', nobody(), PASSWORD)
    expect(unknown.error).toMatchObject({ message: WRONG, extensions: { statusCode: 401 } })
    for (let i = 0; i < LIMITS.loginLockout.limit; i += 1) {
      expect((await login(stranger, 'Member', email, `guess ${i}`)).error).toEqual(unknown.error)
    }
    expect((await login(stranger, 'Member', email, PASSWORD)).error).toEqual(unknown.error)
    expect((await login(someLoopback(), 'Member', email, PASSWORD)).token).toBeTruthy()
  }, 90_000)
})
