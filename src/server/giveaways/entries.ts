import type { Payload } from 'payload'

import { giveawayStatus } from '@/collections/giveaways/status'
import { formatDateTime } from '@/lib/format'

/**
 * Why a form takes no entry just now, when it is a giveaway's entry form: the giveaway is not
 * published, not open yet, closed, or disabled by an editor. Null when the form belongs to no
 * giveaway, or to one that is open. The server asks this on every submission (submitForm), so a
 * page left open past the closing time, or a request sent by hand, is refused all the same.
 */
export async function giveawayEntryRefusal(
  payload: Payload,
  form: number | string,
  now = new Date(),
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'giveaways',
    where: { entryForm: { equals: form } },
    select: { title: true, startsAt: true, endsAt: true, disabled: true, winner: true, _status: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const giveaway = docs[0]
  if (!giveaway) return null
  if (giveaway._status !== 'published') return `“${giveaway.title}” is not open for entries.`
  if (giveaway.disabled) return `Entries for “${giveaway.title}” are closed.`
  const status = giveawayStatus(giveaway, now)
  if (status === 'open') return null
  if (status === 'upcoming') {
    return `“${giveaway.title}” is not open yet: entries open on ${formatDateTime(giveaway.startsAt)}.`
  }
  return `Entries for “${giveaway.title}” closed on ${formatDateTime(giveaway.endsAt)}.`
}
