import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Member, Subscriber } from '@/payload-types'
import { findSubscriber, markUnsubscribed, requestSubscription } from '@/server/newsletter/subscriptions'

/**
 * A member's "Send me the weekly newsletter" box and the subscriber record with the same address
 * stay in step, both ways:
 * - ticking it signs the address up (pending, with a confirmation email: a member's address is
 *   not verified); unticking it unsubscribes;
 * - confirming or unsubscribing from an email ticks or unticks it. A pending sign-up changes nothing.
 * Each side marks the writes it makes, so the other's hook does not answer them back.
 */
export const MEMBER_SYNC = 'newsletterMemberSync'

/** The words a member agrees to by ticking the box (its label on the account and sign-up forms). */
export const ACCOUNT_CONSENT = 'Ticked “Send me the weekly newsletter” on their Staffroom account.'

export async function syncMember(req: PayloadRequest, subscriber: Subscriber, context: Record<string, unknown>) {
  if (context[MEMBER_SYNC] || subscriber.status === 'pending') return
  const newsletter = subscriber.status === 'subscribed'
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { email: { equals: subscriber.email } },
    limit: 1,
    depth: 0,
    select: { newsletter: true },
    req,
  })
  const member = docs[0]
  if (!member || Boolean(member.newsletter) === newsletter) return
  await req.payload.update({
    collection: 'members',
    id: member.id,
    data: { newsletter },
    depth: 0,
    context: { [MEMBER_SYNC]: true },
    req,
  })
}

export const memberNewsletterChanged: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context[MEMBER_SYNC]) return doc
  const before = operation === 'create' ? false : Boolean(previousDoc?.newsletter)
  const now = Boolean(doc.newsletter)
  if (before === now) return doc
  const options = { req, context: { [MEMBER_SYNC]: true } }
  try {
    if (now) {
      await requestSubscription(
        req.payload,
        { email: doc.email, consentText: ACCOUNT_CONSENT, source: 'account' },
        options,
      )
    } else {
      const subscriber = await findSubscriber(req.payload, doc.email, options)
      if (subscriber && subscriber.status !== 'unsubscribed')
        await markUnsubscribed(req.payload, subscriber.id, options)
    }
  } catch (error) {
    // The member's own change stands; ticking the box again tries again.
    req.payload.logger.error({ err: error, member: doc.id }, 'newsletter: could not follow a member’s choice')
  }
  return doc
}
