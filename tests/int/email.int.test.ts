/**
 * Password reset by email, end to end through a real SMTP server in this process: the email
 * Payload sends (SMTP_URL → nodemailer adapter) carries an /account?reset= link whose token
 * resets the password through the GraphQL schema.
 */
import type { AddressInfo } from 'node:net'

import { configToSchema } from '@payloadcms/graphql'
// Payload's copy of graphql (the CJS build Node loads for it): graphql() refuses a schema of another copy.
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql/index.js'
import { createPayloadRequest, type Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadKeyOf } from '@/graphql/server/context'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

import { getTestPayload } from './support/payload'

type Mail = { to: string[]; raw: string }

const inbox: Mail[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'], // plain SMTP on loopback: no certificate to trust
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
      callback()
    })
  },
})

/** Undoes quoted-printable (how nodemailer encodes HTML lines): soft breaks and =XX bytes. */
const unquote = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

let payload: Payload
let schema: GraphQLSchema

async function gql<T>(source: string, variables: Record<string, unknown>) {
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { [CLIENT_ADDRESS_HEADER]: '10.9.8.7' },
  })
  const req = await createPayloadRequest({
    config: payload.config,
    request,
    payloadInstanceCacheKey: payloadKeyOf(payload),
  })
  return (await graphql({
    schema,
    source,
    variableValues: variables,
    contextValue: { req, headers: {} },
  })) as ExecutionResult<T>
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  // Before Payload is made: payload.config.ts reads SMTP_URL (through src/env.ts) when first imported.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  payload = await getTestPayload()
  schema = configToSchema(payload.config).schema
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

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
    await expect.poll(() => inbox.length, { timeout: 5000 }).toBe(1)
    const [mail] = inbox
    expect(mail.to).toEqual([email])
    const body = unquote(mail.raw)
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
    expect(inbox).toHaveLength(1)
  })

  it('sends nothing for an address without an account, and says the same', async () => {
    const before = inbox.length
    const asked = await gql<{ forgotPasswordMember: boolean }>(
      'mutation Forgot($email: String!) { forgotPasswordMember(email: $email) }',
      { email: `nobody-${Date.now()}@school.test` },
    )
    expect(asked.errors).toBeUndefined()
    expect(asked.data?.forgotPasswordMember).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(inbox).toHaveLength(before)
  })
})
