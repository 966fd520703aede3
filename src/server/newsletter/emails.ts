import type { Payload } from 'payload'

import type { Subscriber } from '@/payload-types'
import { CONFIRM_DAYS, newsletterLink, oneClickUnsubscribeLink } from '@/server/newsletter/links'
import { LIMITS, hit } from '@/server/rate-limit'

/**
 * Every newsletter email carries an unsubscribe link in its words and in the List-Unsubscribe
 * headers mail clients turn into a button (RFC 8058: one click, a POST, no page to visit).
 */
export function unsubscribeHeaders(subscriber: Subscriber) {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeLink(subscriber)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/**
 * The double opt-in email. At most a few an hour per address (LIMITS.newsletterEmail): a form
 * anyone can fill in must not become a way to flood someone's inbox. Over the limit it is
 * silently not sent — the visitor was already told to check their inbox.
 */
export async function sendConfirmation(payload: Payload, subscriber: Subscriber): Promise<void> {
  if (!(await hit(LIMITS.newsletterEmail, subscriber.email)).ok) return
  const confirm = newsletterLink('confirm', subscriber)
  const unsubscribe = newsletterLink('unsubscribe', subscriber)
  await payload.sendEmail({
    to: subscriber.email,
    subject: 'Confirm your Staffroom newsletter',
    headers: unsubscribeHeaders(subscriber),
    html: `<p>Someone (hopefully you) asked for the weekly Staffroom email to be sent to this address.</p>
<p><a href="${confirm}">Yes, send me the newsletter</a> — the link works for ${CONFIRM_DAYS} days.</p>
<p>If it wasn't you, ignore this email: you won't hear from us again. To say no for good, <a href="${unsubscribe}">unsubscribe</a>.</p>`,
    text: `Someone (hopefully you) asked for the weekly Staffroom email to be sent to this address.

Yes, send me the newsletter (the link works for ${CONFIRM_DAYS} days):
${confirm}

If it wasn't you, ignore this email: you won't hear from us again. To say no for good, unsubscribe:
${unsubscribe}
`,
  })
}
