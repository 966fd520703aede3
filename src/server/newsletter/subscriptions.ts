import { ValidationError, type Payload, type PayloadRequest } from 'payload'

import type { Subscriber } from '@/payload-types'
import { sendConfirmation } from '@/server/newsletter/emails'
import { confirmationExpired, tokenMatches } from '@/server/newsletter/links'

export type SubscriptionRequest = { email: string; consentText: string; source: string }

type Options = { req?: Partial<PayloadRequest>; context?: Record<string, unknown> }

export async function findSubscriber(payload: Payload, email: string, options: Options = {}) {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    req: options.req,
  })
  return docs[0] as Subscriber | undefined
}

/** Reads a write back before it is acknowledged: a COMMIT can fail and still resolve as success. */
async function readBack(payload: Payload, id: number, expect: Subscriber['status'], options: Options) {
  const stored = await payload.findByID({
    collection: 'subscribers',
    id,
    depth: 0,
    disableErrors: true,
    req: options.req,
  })
  if (!stored || stored.status !== expect) throw new Error(`subscriber ${id} was not stored as ${expect}`)
  return stored
}

/**
 * A sign-up (the newsletter form, or a member ticking the box): a new or returning address is
 * stored as pending with the words agreed to and the time, then sent a confirmation link. Someone
 * already subscribed hears nothing more. Throws when the write cannot be read back or the email
 * cannot be sent, so that the caller answers "try again" and never a false success.
 */
export async function requestSubscription(
  payload: Payload,
  { email, consentText, source }: SubscriptionRequest,
  options: Options = {},
): Promise<void> {
  const address = email.toLowerCase()
  const data = {
    status: 'pending' as const,
    source,
    consent: { text: consentText, at: new Date().toISOString() },
    unsubscribedAt: null,
  }
  const { context } = options
  let existing = await findSubscriber(payload, address, options)
  if (!existing) {
    try {
      const created = await payload.create({
        collection: 'subscribers',
        data: { email: address, ...data },
        depth: 0,
        context,
        req: options.req,
      })
      await sendConfirmation(payload, await readBack(payload, created.id, 'pending', options))
      return
    } catch (error) {
      // The same address sent twice at once: the second meets the unique index and carries on as a return.
      if (!(error instanceof ValidationError)) throw error
      existing = await findSubscriber(payload, address, options)
      if (!existing) throw error
    }
  }
  if (existing.status === 'subscribed') return
  await payload.update({ collection: 'subscribers', id: existing.id, data, depth: 0, context, req: options.req })
  await sendConfirmation(payload, await readBack(payload, existing.id, 'pending', options))
}

export type LinkOutcome = 'done' | 'already' | 'expired' | 'invalid'

async function subscriberOfLink(payload: Payload, id: number) {
  return payload.findByID({ collection: 'subscribers', id, depth: 0, disableErrors: true })
}

/** What a confirmation link would do now, without doing it (the page shows it before the click). */
export async function confirmationState(payload: Payload, id: number, token: string) {
  const subscriber = await subscriberOfLink(payload, id)
  if (!subscriber || !tokenMatches('confirm', subscriber, token)) return { outcome: 'invalid' as const }
  if (subscriber.status === 'subscribed') return { outcome: 'already' as const, subscriber }
  if (subscriber.status !== 'pending' || confirmationExpired(subscriber))
    return { outcome: 'expired' as const, subscriber }
  return { outcome: 'pending' as const, subscriber }
}

export async function confirmSubscription(payload: Payload, id: number, token: string): Promise<LinkOutcome> {
  const state = await confirmationState(payload, id, token)
  if (state.outcome !== 'pending') return state.outcome
  await payload.update({
    collection: 'subscribers',
    id,
    data: { status: 'subscribed', confirmedAt: new Date().toISOString() },
    depth: 0,
  })
  await readBack(payload, id, 'subscribed', {})
  return 'done'
}

/** What an unsubscribe link is for: it works however old it is, as long as the address is the same. */
export async function unsubscribeState(payload: Payload, id: number, token: string) {
  const subscriber = await subscriberOfLink(payload, id)
  if (!subscriber || !tokenMatches('unsubscribe', subscriber, token)) return { outcome: 'invalid' as const }
  if (subscriber.status === 'unsubscribed') return { outcome: 'already' as const, subscriber }
  return { outcome: 'subscribed' as const, subscriber }
}

export async function unsubscribeByLink(payload: Payload, id: number, token: string): Promise<LinkOutcome> {
  const state = await unsubscribeState(payload, id, token)
  if (state.outcome !== 'subscribed') return state.outcome
  await markUnsubscribed(payload, state.subscriber.id, {})
  return 'done'
}

export async function markUnsubscribed(payload: Payload, id: number, options: Options): Promise<void> {
  await payload.update({
    collection: 'subscribers',
    id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    depth: 0,
    context: options.context,
    req: options.req,
  })
  await readBack(payload, id, 'unsubscribed', options)
}
