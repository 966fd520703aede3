/**
 * `create-admin` (src/server/create-admin.ts): the first admin of a fresh production database,
 * created from the command line. The account can sign in as an admin; an existing account is
 * never changed; bad input is refused in words.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAdmin, createAdminCommand } from '@/server/create-admin'

import { unique } from './support/fixtures'
import { getTestPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
  process.exitCode = undefined
})

const signIn = (email: string, password: string) => payload.login({ collection: 'users', data: { email, password } })

describe('create-admin', () => {
  it('creates an admin who can sign in, with the password given', async () => {
    const email = `Chief-${unique()}@School.test`
    const admin = await createAdmin(payload, { email, name: 'Head of Staffroom', password: 'a long admin password' })
    expect(admin).toMatchObject({ email: email.toLowerCase(), name: 'Head of Staffroom' })
    expect(admin.generatedPassword).toBeUndefined()
    const { user } = await signIn(email.toLowerCase(), 'a long admin password')
    expect(user).toMatchObject({ id: admin.id, role: 'admin', name: 'Head of Staffroom' })
  })

  it('generates a strong password when none is given, and it works', async () => {
    const email = `generated-${unique()}@school.test`
    const admin = await createAdmin(payload, { email })
    expect(admin.name).toBe('Administrator')
    expect(admin.generatedPassword?.length).toBeGreaterThanOrEqual(20)
    expect((await signIn(email, admin.generatedPassword!)).user?.role).toBe('admin')
  })

  it('leaves an existing account alone and says so', async () => {
    const email = `taken-${unique()}@school.test`
    await createAdmin(payload, { email, password: 'the first password' })
    await expect(createAdmin(payload, { email, password: 'another password!' })).rejects.toThrow(
      `An account for ${email} already exists; it was left unchanged.`,
    )
    expect((await signIn(email, 'the first password')).user?.email).toBe(email)
  })

  it('refuses a bad email or a short password in words', async () => {
    await expect(createAdmin(payload, { email: 'not-an-email', password: 'long enough password' })).rejects.toThrow(
      '"not-an-email" is not an email address.',
    )
    await expect(createAdmin(payload, { email: `short-${unique()}@school.test`, password: 'short' })).rejects.toThrow(
      'The password must have at least 12 characters.',
    )
  })

  it('as a command: prints the account, or the refusal with exit code 1', async () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const email = `command-${unique()}@school.test`
    await createAdminCommand(payload, ['--email', email, '--name', 'Cmd Admin'], undefined, 'a long admin password')
    expect(process.exitCode).toBeUndefined()
    expect(out.mock.calls.flat().join('\n')).toMatch(new RegExp(`^Created the admin Cmd Admin <${email}> \\(id \\d+\\)\\.$`))

    await createAdminCommand(payload, ['--email', email], undefined, 'a long admin password')
    expect(process.exitCode).toBe(1)
    expect(err.mock.calls.flat().join('\n')).toContain(`An account for ${email} already exists`)

    process.exitCode = undefined
    await createAdminCommand(payload, [], undefined, undefined)
    expect(process.exitCode).toBe(1)
    expect(err.mock.calls.flat().join('\n')).toContain('Usage: create-admin --email <address>')
  })
})
