/**
 * The newsletter's double opt-in on a real database, with a real SMTP server in this process: the
 * confirmation email and its links, confirming, unsubscribing (the page's button and the one-click
 * POST mail clients send), links that are altered, expired or retired, the inbox-flood limit, the
 * member's box kept in step both ways, and the CSV export for the team only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Subscriber } from '@/payload-types'
import { subscribe } from '@/server/actions/subscribe'
import { csvCell } from '@/server/csv-export'
import { linkParams, newsletterLink } from '@/server/newsletter/links'
import { ACCOUNT_CONSENT } from '@/server/newsletter/members'
import { webhookSignature } from '@/server/newsletter/webhook'
import {
  confirmSubscription,
  confirmationState,
  unsubscribeByLink,
  unsubscribeState,
} from '@/server/newsletter/subscriptions'

import { unique } from './support/fixtures'
import type { Mail } from './support/inbox'
import { asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

vi.mock('@/lib/payload', () => ({ payload: () => getTestPayload() }))

// Before anything reads the environment (src/env.ts parses it once, when first imported): the
// modules above send through SMTP_URL. vi.hoisted runs ahead of the imports.
const inbox = await vi.hoisted(async () => (await import('./support/inbox')).startInbox())
// The email provider's webhook: a real HTTP server here that answers 500 for addresses starting "down-".
const provider = await vi.hoisted(async () => {
  const http = await import('node:http')
  const calls: { body: string; signature?: string }[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      calls.push({ body, signature: request.headers['x-staffroom-signature'] as string | undefined })
      response.writeHead(body.includes('"down-') ? 500 : 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  process.env.NEWSLETTER_WEBHOOK_URL = `http://127.0.0.1:${port}/hook`
  process.env.NEWSLETTER_WEBHOOK_SECRET = 'provider-shared-secret'
  return { calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
})

const CONSENT = 'Send me the weekly Staffroom email. I can unsubscribe at any time.'
const PASSWORD = 'correct horse battery staple'
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await inbox.close()
  await provider.close()
})

const subscriberOf = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs[0] as
    Subscriber | undefined

const signUp = (email: string) => subscribe({ email, consent: true, consentText: CONSENT, source: 'home' })

/** The links of a mail, as the visitor's browser would open them. */
function linksOf(mail: Mail) {
  const hrefs = [...mail.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const params = (path: string) => {
    const href = hrefs.find((h) => h.startsWith(`http://localhost:3000/newsletter/${path}?`))
    expect(href, `a /newsletter/${path} link`).toBeDefined()
    return linkParams(Object.fromEntries(new URL(href!).searchParams))!
  }
  return { confirm: params('confirm'), unsubscribe: params('unsubscribe') }
}

async function mailsTo(email: string, count: number) {
  await expect.poll(() => inbox.to(email).length, { timeout: 5000 }).toBe(count)
  return inbox.to(email)
}

/**
 * Every mail sent so far has arrived: a sign-up sends its confirmation before it answers, so a
 * confirmation to a fresh address, sent now, comes after all of them.
 */
async function sentSoFarArrived() {
  const marker = `marker-${unique()}@school.test`
  expect((await signUp(marker)).ok).toBe(true)
  await mailsTo(marker, 1)
}

describe('double opt-in', () => {
  it('sends a confirmation whose link subscribes once; every email can unsubscribe in one click', async () => {
    const email = `ola-${unique()}@school.test`
    expect(await signUp(email)).toEqual({ ok: true, message: 'Thanks! Check your inbox to confirm your subscription.' })
    const [mail] = await mailsTo(email, 1)
    expect(mail.body).toMatch(/^Subject: Confirm your Staffroom newsletter/m)
    // Long headers are folded onto a second line.
    expect(mail.body).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/subscribers\/unsubscribe\?s=\d+&t=[\w-]{32}>/m,
    )
    expect(mail.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const { confirm, unsubscribe } = linksOf(mail)

    // Opening the link only shows the page; the button confirms.
    expect((await confirmationState(payload, confirm.id, confirm.token)).outcome).toBe('pending')
    expect((await subscriberOf(email))?.status).toBe('pending')
    expect(await confirmSubscription(payload, confirm.id, confirm.token)).toBe('done')
    const subscribed = await subscriberOf(email)
    expect(subscribed).toMatchObject({ status: 'subscribed', consent: { text: CONSENT } })
    expect(Date.parse(subscribed!.confirmedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(await confirmSubscription(payload, confirm.id, confirm.token)).toBe('already')

    // Already subscribed: signing up again is thanked the same and sends nothing.
    expect((await signUp(email)).ok).toBe(true)
    await sentSoFarArrived()
    expect(inbox.to(email)).toHaveLength(1)

    // The List-Unsubscribe POST: no session, the signed link is the authority.
    const oneClick = await rest('POST', `/subscribers/unsubscribe?s=${unsubscribe.id}&t=${unsubscribe.token}`)
    expect(oneClick.status).toBe(200)
    expect(oneClick.body.message).toBe('You are unsubscribed from the Staffroom newsletter.')
    const gone = await subscriberOf(email)
    expect(gone?.status).toBe('unsubscribed')
    expect(gone?.unsubscribedAt).toBeTruthy()
    expect((await unsubscribeState(payload, unsubscribe.id, unsubscribe.token)).outcome).toBe('already')
  })

  it('refuses altered links and another subscriber’s token, in words, changing nothing', async () => {
    const [a, b] = [`ana-${unique()}@school.test`, `ben-${unique()}@school.test`]
    await signUp(a)
    await signUp(b)
    const linkA = linksOf((await mailsTo(a, 1))[0])
    const linkB = linksOf((await mailsTo(b, 1))[0])
    const flipped = linkA.confirm.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await confirmSubscription(payload, linkA.confirm.id, flipped)).toBe('invalid')
    expect(await confirmSubscription(payload, linkA.confirm.id, linkB.confirm.token)).toBe('invalid')
    // An unsubscribe token does not confirm, nor the other way round.
    expect(await confirmSubscription(payload, linkA.confirm.id, linkA.unsubscribe.token)).toBe('invalid')
    expect(await unsubscribeByLink(payload, linkA.unsubscribe.id, linkA.confirm.token)).toBe('invalid')
    expect((await subscriberOf(a))?.status).toBe('pending')

    for (const query of ['', '?s=1', `?s=${linkA.unsubscribe.id}&t=short`, `?s=x&t=${linkA.unsubscribe.token}`]) {
      const answer = await rest('POST', `/subscribers/unsubscribe${query}`)
      expect(answer.status, query).toBe(400)
      expect(restError(answer)).toBe('This unsubscribe link is not valid. Use the link in your most recent email.')
    }
    const wrong = await rest('POST', `/subscribers/unsubscribe?s=${linkB.unsubscribe.id}&t=${linkA.unsubscribe.token}`)
    expect(wrong.status).toBe(400)
    expect((await subscriberOf(b))?.status).toBe('pending')
    expect(linkParams({ s: '0', t: linkA.confirm.token })).toBeNull()
    expect(linkParams({ s: ['1'], t: linkA.confirm.token })).toBeNull()
  })

  it('a new sign-up retires the links sent before; a link older than 7 days has expired', async () => {
    const email = `cai-${unique()}@school.test`
    await signUp(email)
    const first = linksOf((await mailsTo(email, 1))[0])
    const firstAt = Date.parse((await subscriberOf(email))!.consent.at)
    await vi.waitUntil(() => Date.now() > firstAt) // a later sign-up time
    await signUp(email)
    const second = linksOf((await mailsTo(email, 2))[1])
    expect(await confirmSubscription(payload, first.confirm.id, first.confirm.token)).toBe('invalid')
    // The unsubscribe link is for the address, not the sign-up: both still work.
    expect(second.unsubscribe.token).toBe(first.unsubscribe.token)

    const subscriber = (await subscriberOf(email))!
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString()
    const old = await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { consent: { text: CONSENT, at: eightDaysAgo } },
    })
    const stale = linkParams(Object.fromEntries(new URL(newsletterLink('confirm', old)).searchParams))!
    expect(await confirmSubscription(payload, stale.id, stale.token)).toBe('expired')
    expect((await subscriberOf(email))?.status).toBe('pending')
  })

  it('sends at most 3 confirmations an hour to one address, still thanking every sign-up', async () => {
    const email = `dee-${unique()}@school.test`
    for (let i = 0; i < 5; i++) expect((await signUp(email)).ok).toBe(true)
    await mailsTo(email, 3)
    await sentSoFarArrived()
    expect(inbox.to(email)).toHaveLength(3)
  })

  it('an unsubscribed address that signs up again is pending, with the new consent, until it confirms', async () => {
    const email = `eve-${unique()}@school.test`
    await signUp(email)
    const first = linksOf((await mailsTo(email, 1))[0])
    await confirmSubscription(payload, first.confirm.id, first.confirm.token)
    await unsubscribeByLink(payload, first.unsubscribe.id, first.unsubscribe.token)
    await subscribe({ email, consent: true, consentText: 'New words', source: 'footer-post' })
    const again = await subscriberOf(email)
    expect(again).toMatchObject({ status: 'pending', source: 'footer-post', consent: { text: 'New words' } })
    expect(again?.unsubscribedAt).toBeFalsy()
    const second = linksOf((await mailsTo(email, 2))[1])
    expect(await confirmSubscription(payload, second.confirm.id, second.confirm.token)).toBe('done')
  })
})

describe('the email provider’s webhook', () => {
  const callsFor = (email: string) => provider.calls.filter((c) => c.body.includes(`"${email}"`))

  it('is told, signed, when an address confirms and when it unsubscribes — by a job, after the visitor’s answer', async () => {
    const email = `jo-${unique()}@school.test`
    await signUp(email)
    const links = linksOf((await mailsTo(email, 1))[0])
    await confirmSubscription(payload, links.confirm.id, links.confirm.token)
    expect(callsFor(email)).toEqual([]) // queued, not yet sent
    await payload.jobs.run()
    const confirmedAt = (await subscriberOf(email))!.confirmedAt
    const [call] = callsFor(email)
    expect(JSON.parse(call.body)).toEqual({ event: 'subscribed', email, at: confirmedAt, source: 'home' })
    expect(call.signature).toBe(webhookSignature(call.body, 'provider-shared-secret'))

    await unsubscribeByLink(payload, links.unsubscribe.id, links.unsubscribe.token)
    await payload.jobs.run()
    expect(callsFor(email).map((c) => (JSON.parse(c.body) as { event: string }).event)).toEqual([
      'subscribed',
      'unsubscribed',
    ])
  })

  it('keeps a delivery the provider refused, to try again later', async () => {
    const email = `down-${unique()}@school.test`
    await signUp(email)
    const links = linksOf((await mailsTo(email, 1))[0])
    expect(await confirmSubscription(payload, links.confirm.id, links.confirm.token)).toBe('done')
    await payload.jobs.run()
    expect(callsFor(email)).toHaveLength(1)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'newsletterWebhook' }, 'input.email': { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
    expect(JSON.stringify(docs[0].log)).toContain('the email provider answered 500')
    expect(Date.parse(docs[0].waitUntil!)).toBeGreaterThan(Date.now())
  })
})

describe('a member’s newsletter box', () => {
  it('ticked at sign-up: a pending subscriber and a confirmation; confirming keeps the box ticked', async () => {
    const email = `fay-${unique()}@school.test`
    const member = await payload.create({
      collection: 'members',
      data: { name: 'Fay', email, password: PASSWORD, newsletter: true },
    })
    const subscriber = await subscriberOf(email)
    expect(subscriber).toMatchObject({ status: 'pending', source: 'account', consent: { text: ACCOUNT_CONSENT } })
    const links = linksOf((await mailsTo(email, 1))[0])
    await confirmSubscription(payload, links.confirm.id, links.confirm.token)
    expect((await payload.findByID({ collection: 'members', id: member.id })).newsletter).toBe(true)

    // Unsubscribing from an email unticks the box ...
    await unsubscribeByLink(payload, links.unsubscribe.id, links.unsubscribe.token)
    expect((await payload.findByID({ collection: 'members', id: member.id })).newsletter).toBe(false)
    // ... ticking it again asks for a confirmation again; unticking it unsubscribes.
    await payload.update({ collection: 'members', id: member.id, data: { newsletter: true } })
    expect((await subscriberOf(email))?.status).toBe('pending')
    await mailsTo(email, 2)
    await payload.update({ collection: 'members', id: member.id, data: { newsletter: false } })
    expect((await subscriberOf(email))?.status).toBe('unsubscribed')
  })

  it('confirming an address a member signed up with elsewhere ticks the member’s box', async () => {
    const email = `gil-${unique()}@school.test`
    const member = await payload.create({ collection: 'members', data: { name: 'Gil', email, password: PASSWORD } })
    expect(await subscriberOf(email)).toBeUndefined()
    await signUp(email)
    expect((await payload.findByID({ collection: 'members', id: member.id })).newsletter).toBe(false)
    const links = linksOf((await mailsTo(email, 1))[0])
    await confirmSubscription(payload, links.confirm.id, links.confirm.token)
    expect((await payload.findByID({ collection: 'members', id: member.id })).newsletter).toBe(true)
  })
})

describe('GET /api/subscribers/export', () => {
  it('gives editors and admins every subscriber as CSV with the consent record; nobody else', async () => {
    const email = `hal-${unique()}@school.test`
    await signUp(email)
    const tokens: Record<string, string> = {}
    for (const role of ['admin', 'editor', 'contributor'] as const) {
      const user = await asUser(role)
      tokens[role] = (
        await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
      ).token!
    }
    const memberEmail = `ivy-${unique()}@school.test`
    await payload.create({ collection: 'members', data: { name: 'Ivy', email: memberEmail, password: PASSWORD } })
    tokens.member = (
      await payload.login({ collection: 'members', data: { email: memberEmail, password: PASSWORD } })
    ).token!

    for (const role of ['admin', 'editor']) {
      const answer = await rest('GET', '/subscribers/export', { token: tokens[role] })
      expect(answer.status, role).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
      )
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      const lines = answer.bytes.toString('utf8').split('\r\n')
      expect(lines[0]).toBe(
        '"Email","Status","Source","Consent text","Consent given at","Confirmed at","Unsubscribed at","Signed up at"',
      )
      expect(lines.find((l) => l.startsWith(`"${email}"`))).toMatch(
        new RegExp(`^"${email}","pending","home","${CONSENT}","\\d{4}-\\d\\d-\\d\\dT[^"]+","","","[^"]+"$`),
      )
    }
    expect((await rest('GET', '/subscribers/export', { token: tokens.contributor })).status).toBe(403)
    expect((await rest('GET', '/subscribers/export', { token: tokens.member })).status).toBe(403)
    const anonymous = await rest('GET', '/subscribers/export')
    expect(anonymous.status).toBe(401)
    expect(restError(anonymous)).toBe('Sign in to the admin as an editor to export this list.')
  })

  it('writes cells a spreadsheet cannot take for formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1')).toBe(`"'+1"`)
    expect(csvCell('-2')).toBe(`"'-2"`)
    expect(csvCell('@me')).toBe(`"'@me"`)
    expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""')
    expect(csvCell(null)).toBe('""')
  })
})
