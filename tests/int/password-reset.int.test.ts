/**
 * A password reset request tells nothing of whether the address has an account (src/server/
 * password-reset): for staff and members, over REST and GraphQL, a known and an unknown address
 * get the same bytes back after the same database work (every call Payload's database adapter
 * receives before the answer, in order), and the same one job queued. The job, run, sends the
 * collection's email to a known address through a real SMTP server and nothing for an unknown one;
 * the token the email carries resets the password. The rate limit still applies.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESET_QUEUE, type ResetCollection } from '@/server/password-reset/task'

import { unique } from './support/fixtures'
import { gql } from './support/graphql'
import { startInbox } from './support/inbox'
import { getTestPayload } from './support/payload'
import { rest } from './support/rest'

const PASSWORD = 'correct horse battery staple'
const NEW_PASSWORD = 'a brand new long password'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>

beforeAll(async () => {
  // Before Payload is made: payload.config.ts reads SMTP_URL when first imported.
  inbox = await startInbox()
  payload = await getTestPayload()
})

afterAll(() => inbox.close())

/** Every call the database adapter receives while `run` runs: the method and the collection or table. */
async function databaseWork<T>(run: () => Promise<T>): Promise<{ result: T; work: string[] }> {
  const db = payload.db as unknown as Record<string, unknown>
  const work: string[] = []
  const originals = new Map<string, (...args: unknown[]) => unknown>()
  for (const name of Object.keys(db).concat(Object.getOwnPropertyNames(Object.getPrototypeOf(db)))) {
    const method = db[name]
    if (typeof method !== 'function' || name === 'constructor' || originals.has(name)) continue
    originals.set(name, method as (...args: unknown[]) => unknown)
    db[name] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as { collection?: string; slug?: string; tableName?: string } | undefined
      work.push(`${name}(${first?.collection ?? first?.slug ?? first?.tableName ?? ''})`)
      return (method as (...a: unknown[]) => unknown).apply(db, args)
    }
  }
  try {
    return { result: await run(), work }
  } finally {
    for (const [name, method] of originals) db[name] = method
  }
}

async function account(collection: ResetCollection): Promise<string> {
  const email = `reset-${collection}-${unique()}@school.test`
  if (collection === 'users') {
    await payload.create({ collection, data: { name: 'Forgetful Fred', email, password: PASSWORD, role: 'editor' } })
  } else {
    await payload.create({ collection, data: { name: 'Forgetful Fran', email, password: PASSWORD } })
  }
  return email
}

const queued = async (email: string) =>
  (
    await payload.find({ collection: 'payload-jobs', where: { queue: { equals: RESET_QUEUE } }, depth: 0, limit: 0 })
  ).docs.filter((job) => (job.input as { email?: string } | null)?.email === email)

const storedToken = async (collection: ResetCollection, email: string) => {
  const { docs } = await payload.find({ collection, where: { email: { equals: email } }, showHiddenFields: true })
  return (docs[0] as { resetPasswordToken?: string | null } | undefined)?.resetPasswordToken ?? null
}

type Way = (collection: ResetCollection, email: string) => Promise<string>

const WAYS: Record<string, Way> = {
  REST: async (collection, email) => {
    const answer = await rest('POST', `/${collection}/forgot-password`, { body: { email } })
    return `${answer.status} ${answer.headers.get('content-type')} ${answer.bytes.toString('utf8')}`
  },
  GraphQL: async (collection, email) => {
    const name = collection === 'users' ? 'forgotPasswordUser' : 'forgotPasswordMember'
    return JSON.stringify(await gql(`mutation Forgot($email: String!) { ${name}(email: $email) }`, { variables: { email } }))
  },
}

describe.each(['users', 'members'] as const)('a reset request for %s', (collection) => {
  describe.each(Object.keys(WAYS))('over %s', (way) => {
    it('answers a known and an unknown address alike, after the same database work, each with one job', async () => {
      const known = await account(collection)
      const unknown = `nobody-${unique()}@school.test`
      // Once first, so that both measured requests find everything (caches, prepared statements) warm.
      await WAYS[way](collection, `warm-${unique()}@school.test`)

      const forKnown = await databaseWork(() => WAYS[way](collection, known))
      const forUnknown = await databaseWork(() => WAYS[way](collection, unknown))
      expect(forKnown.result).toBe(forUnknown.result)
      expect(forKnown.result).toMatch(way === 'REST' ? /^200 application\/json/ : /"data"/)
      expect(forKnown.work.length).toBeGreaterThan(0)
      expect(forKnown.work).toEqual(forUnknown.work)
      // Nothing was looked up or stored for the account before the answer: that is the job's.
      expect(forKnown.work.join(' ')).not.toMatch(new RegExp(`\\(${collection}\\)`))
      expect(await storedToken(collection, known)).toBeNull()
      expect(await queued(known)).toHaveLength(1)
      expect(await queued(unknown)).toHaveLength(1)

      // The job sends the collection's email to the known address, nothing for the unknown one.
      await payload.jobs.run({ queue: RESET_QUEUE, limit: 100 })
      expect(await queued(known)).toHaveLength(0) // done, and deleted: the address is not kept
      expect(inbox.to(unknown)).toHaveLength(0)
      const [mail] = inbox.to(known)
      expect(inbox.to(known)).toHaveLength(1)
      expect(mail.body).toMatch(/^Subject: /m)

      // The token the email carries resets the password; the old one stops working.
      const token =
        collection === 'members'
          ? new URL(mail.body.match(/href="(http[^"]+\/account\?reset=[^"]+)"/)![1]).searchParams.get('reset')!
          : mail.body.match(/\/admin\/reset\/([0-9a-f]+)/)![1]
      const reset = await rest('POST', `/${collection}/reset-password`, { body: { token, password: NEW_PASSWORD } })
      expect(reset.status).toBe(200)
      await expect(payload.login({ collection, data: { email: known, password: NEW_PASSWORD } })).resolves.toMatchObject({
        token: expect.any(String) as string,
      })
      await expect(payload.login({ collection, data: { email: known, password: PASSWORD } })).rejects.toMatchObject({
        status: 401,
      })
    })
  })

  it('is still limited per email: the sixth in an hour is refused, known address or not, over both ways', async () => {
    for (const email of [await account(collection), `nobody-${unique()}@school.test`]) {
      for (let i = 0; i < 5; i += 1) expect(await WAYS[i % 2 ? 'REST' : 'GraphQL'](collection, email)).not.toMatch(/429|RATE_LIMITED/)
      expect(await WAYS.REST(collection, email)).toMatch(/^429 /)
      expect(await WAYS.GraphQL(collection, email)).toMatch(/RATE_LIMITED/)
      expect(await queued(email)).toHaveLength(5)
    }
  })
})
