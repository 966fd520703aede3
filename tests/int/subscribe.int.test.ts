/**
 * The newsletter's server action on a real database: it checks what it is sent with the form's
 * own schema (anyone can call a server action with anything), answers field errors the form shows
 * beside its fields, stores a pending subscriber with the words agreed to, and answers an address
 * already on the list exactly as a new one.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { subscribe } from '@/server/actions/subscribe'

import { unique } from './support/fixtures'
import { getTestPayload } from './support/payload'

vi.mock('@/lib/payload', () => ({ payload: () => getTestPayload() }))

const CONSENT = 'Send me the weekly Staffroom email. I can unsubscribe at any time.'
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const listed = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs

describe('subscribe', () => {
  it('refuses what the form would refuse, naming each field, and stores nothing', async () => {
    const email = `robin-${unique()}@school`
    expect(await subscribe({ email, consent: false as true, consentText: CONSENT, source: 'home' })).toEqual({
      ok: false,
      errors: {
        message: 'Please enter a valid email address, like name@school.org.',
        fields: {
          email: 'Please enter a valid email address, like name@school.org.',
          consent: 'Tick the box so we know you want the email.',
        },
      },
    })
    expect(await listed(email)).toEqual([])
  })

  it('refuses a call that skips the form (no consent words, odd types) in words, not with an error', async () => {
    const answer = await subscribe({ email: 42, consent: 'on' } as never)
    expect(answer.ok).toBe(false)
    expect(!answer.ok && answer.errors.fields).toMatchObject({
      email: 'Please enter a valid email address, like name@school.org.',
      consent: 'Tick the box so we know you want the email.',
      consentText: expect.any(String) as string,
    })
  })

  it('stores a pending subscriber with the words agreed to; the same address again gets the same answer', async () => {
    const email = `Robin.${unique()}@School.test`
    const thanks = { ok: true, message: 'Thanks! Check your inbox to confirm your subscription.' }
    expect(
      await subscribe({ email: `  ${email} `, consent: true, consentText: CONSENT, source: 'footer-post' }),
    ).toEqual(thanks)
    const [stored] = await listed(email.toLowerCase())
    expect(stored).toMatchObject({ status: 'pending', source: 'footer-post', consent: { text: CONSENT } })

    const twice = await Promise.all([
      subscribe({ email, consent: true, consentText: CONSENT, source: 'home' }),
      subscribe({ email: email.toUpperCase(), consent: true, consentText: CONSENT, source: 'home' }),
    ])
    expect(twice).toEqual([thanks, thanks])
    expect(await listed(email.toLowerCase())).toHaveLength(1)
  })

  it('thanks both of two sign-ups of one new address sent at once, and lists it once', async () => {
    const email = `pat-${unique()}@school.test`
    const answers = await Promise.all(
      [1, 2].map(() => subscribe({ email, consent: true, consentText: CONSENT, source: 'home' })),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    expect(await listed(email)).toHaveLength(1)
  })
})
