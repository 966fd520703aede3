import type { Payload } from 'payload'

import { callerOf } from '@/access/caller'
import type { User } from '@/payload-types'

/** A signed-in staff account whose session is live: the only one whose reads may include drafts. */
export type Previewer = User & { collection: 'users' }

/**
 * The staff account whose live session these request headers carry (its cookie or an
 * `Authorization: JWT …` header), or null. Payload's auth verifies the token and, with sessions on
 * (Payload's default, kept in src/collections/users.ts), finds its session id among the account's:
 * logout, a password change elsewhere and the account's deletion all end it. Draft mode's own
 * cookie (__prerender_bypass) is one value for the whole site that never changes, so it is never
 * taken as who is asking.
 */
export async function previewerOf(payload: Payload, headers: Headers): Promise<Previewer | null> {
  const { user } = await payload.auth({ headers })
  return callerOf(user).kind === 'staff' ? (user as Previewer) : null
}

/**
 * The Local API access of a read done for a page: a previewer reads as themself (their own access
 * rules apply, so a contributor sees what a contributor may); anyone else gets the site's reading,
 * `site` (published content, read the way each query says).
 */
export const readerOf = (previewer: Previewer | null | undefined, site: { overrideAccess: boolean }) =>
  previewer ? { user: previewer, overrideAccess: false } : site
