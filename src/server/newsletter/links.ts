import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'
import { documentId } from '@/lib/document-id'

/** How long a confirmation link works, counted from the sign-up it confirms. */
export const CONFIRM_DAYS = 7

export type LinkAction = 'confirm' | 'unsubscribe'

/** The parts of a subscriber a link is bound to. */
export type LinkSubject = { id: number | string; email: string; consent?: { at?: string | null } | null }

/**
 * A link's token: an HMAC of what it does and whom it is for, under the server's secret. Nothing is
 * stored. A confirmation token also covers the sign-up's time, so signing up again retires the
 * links sent before; both die when the subscriber's address changes.
 */
function tokenOf(action: LinkAction, subject: LinkSubject): string {
  const bound = action === 'confirm' ? `${subject.email}|${subject.consent?.at ?? ''}` : subject.email
  return createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`staffroom:newsletter:${action}:${subject.id}:${bound}`)
    .digest('base64url')
    .slice(0, 32)
}

/** `/newsletter/confirm?s=…&t=…` or `/newsletter/unsubscribe?s=…&t=…`, absolute. */
export function newsletterLink(action: LinkAction, subject: LinkSubject): string {
  const query = new URLSearchParams({ s: String(subject.id), t: tokenOf(action, subject) })
  return `${env.SERVER_URL}/newsletter/${action}?${query}`
}

/** The address mail clients call for a one-click unsubscribe (RFC 8058: a POST, no page). */
export function oneClickUnsubscribeLink(subject: LinkSubject): string {
  const query = new URLSearchParams({ s: String(subject.id), t: tokenOf('unsubscribe', subject) })
  return `${env.SERVER_URL}/api/subscribers/unsubscribe?${query}`
}

export function tokenMatches(action: LinkAction, subject: LinkSubject, given: string): boolean {
  const expected = Buffer.from(tokenOf(action, subject))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The `s` and `t` of a link as it arrived: the id a positive integer, the token 32 base64url characters. */
export function linkParams(params: { s?: unknown; t?: unknown }): { id: number; token: string } | null {
  const { s, t } = params
  const id = documentId(s)
  if (id === null) return null
  if (typeof t !== 'string' || !/^[A-Za-z0-9_-]{32}$/.test(t)) return null
  return { id, token: t }
}

export function confirmationExpired(subject: LinkSubject, now = Date.now()): boolean {
  const at = Date.parse(subject.consent?.at ?? '')
  return !Number.isFinite(at) || now - at > CONFIRM_DAYS * 24 * 60 * 60 * 1000
}
