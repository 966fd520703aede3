import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

/** The giveaway the /disabled-holiday-giveaway route shows, always as the disabled variant. */
export const HOLIDAY_GIVEAWAY = 'holiday-giveaway'

/** How many giveaways /giveaways lists (newest closing dates first; the page orders them by status). */
export const GIVEAWAYS_LISTED = 60

export const getGiveaway = (slug: string) => getDocument('giveaways', slug)

/**
 * Published giveaways for the list. Their order (open, upcoming, past) depends on the time, so it
 * is made when the page renders (status.ts), never cached.
 */
export async function listGiveaways() {
  'use cache'
  cacheTag(tags.list('giveaways'))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'giveaways',
    where: { _status: { equals: 'published' } },
    select: {
      title: true,
      slug: true,
      prize: true,
      image: true,
      startsAt: true,
      endsAt: true,
      disabled: true,
      // Only the announced name: the drawn entry (an email, an address) is the editors'.
      winner: { name: true },
    },
    sort: '-endsAt',
    depth: 1,
    limit: GIVEAWAYS_LISTED,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}
