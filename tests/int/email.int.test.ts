/**
 * Password reset by email, end to end through a real SMTP server in this process: the email
 * Payload sends (SMTP_URL → nodemailer adapter) carries an /account?reset= link whose token
 * resets the password through the GraphQL schema.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESET_QUEUE } from '@/server/password-reset/task'

import { gql as run } from './support/graphql'
import { startInbox } from './support/inbox'
import { getTestPayload } from './support/payload'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>

const gql = <T = Record<string, unknown>>(source: string, variables: Record<string, unknown>) =>
  run<T>(source, { variables })

beforeAll(async () => {
  // Before Payload is made: payload.config.ts reads SMTP_URL when first imported.
  inbox = await startInbox()
  payload = await getTestPayload()
})

afterAll(() => inbox.close())

describe('password reset email', () => {
  it('sends one email whose link resets the password', async () => {
    const email = `forgetful-${Date.now()}@school.test`
    await payload.create({
      collection: 'members',
      data: { name: 'Forgetful Fran', email, password: 'the old password' },
    })

    const asked = await gql<{ forgotPasswordMember: boolean }>(
      'mutation Forgot($email: String!) { forgotPasswordMember(email: $email) }',
      { email },
    )
    expect(asked.errors).toBeUndefined()
    // The request queues the email (src/server/password-reset); the web process runs the job.
    await payload.jobs.run({ queue: RESET_QUEUE })
    expect(inbox.mails).toHaveLength(1)
    const [mail] = inbox.mails
    expect(mail.to).toEqual([email])
    const { body } = mail
    expect(body).toMatch(/^Subject: Reset your Staffroom password/m)
    const link = body.match(/href="(http:\/\/localhost:3000\/account\?reset=[^"]+)"/)?.[1]
    expect(link, 'a link to /account?reset=…').toMatch(/reset=./)
    const token = new URL(link!).searchParams.get('reset')!

    const RESET =
      'mutation Reset($token: String!, $password: String!) { resetPasswordMember(token: $token, password: $password) { token } }'
    // A password too short for sign-up is too short for a reset, and the link stays usable.
    const short = await gql(RESET, { token, password: 'short' })
    expect(short.errors?.[0]?.message).toMatch(/at least 10 characters/i)
    const reset = await gql<{ resetPasswordMember: { token: string } }>(RESET, {
      token,
      password: 'a brand new password',
    })
    expect(reset.errors).toBeUndefined()
    expect(reset.data?.resetPasswordMember.token).toBeTruthy()

    const LOGIN =
      'mutation Login($email: String!, $password: String!) { loginMember(email: $email, password: $password) { token } }'
    const fresh = await gql<{ loginMember: { token: string } }>(LOGIN, { email, password: 'a brand new password' })
    expect(fresh.errors).toBeUndefined()
    expect(fresh.data?.loginMember.token).toBeTruthy()
    const stale = await gql(LOGIN, { email, password: 'the old password' })
    expect(stale.errors?.[0]?.message).toMatch(/email or password/i)
    // The link works once: a second use is refused as an expired link, and changes nothing.
    const again = await gql<{ resetPasswordMember: { token: string } | null }>(RESET, {
      token,
      password: 'a third long password',
    })
    expect(again.data?.resetPasswordMember ?? null).toBeNull()
    expect(again.errors?.[0]?.message).toMatch(/invalid or has expired/i)
    expect((await gql(LOGIN, { email, password: 'a third long password' })).errors?.[0]?.message).toMatch(
      /email or password/i,
    )
    expect(inbox.mails).toHaveLength(1)
  })

  it('sends nothing for an address without an account, and says the same', async () => {
    const before = inbox.mails.length
    const asked = await gql<{ forgotPasswordMember: boolean }>(
      'mutation Forgot($email: String!) { forgotPasswordMember(email: $email) }',
      { email: `nobody-${Date.now()}@school.test` },
    )
    expect(asked.errors).toBeUndefined()
    expect(asked.data?.forgotPasswordMember).toBe(true)
    // Whatever the request queued has run: nothing was queued for this address.
    await payload.jobs.run({ queue: RESET_QUEUE })
    expect(inbox.mails).toHaveLength(before)
  })
})
