import type { Payload } from 'payload'

import { giveawayStatus } from '@/collections/giveaways/status'
import { formatDateTime } from '@/lib/format'

/**
 * Why a form takes no entry: its giveaway is not published (`unpublished`: the caller answers as
 * for a form that does not exist, and says nothing of the giveaway, not even its title), or is
 * not open yet, closed, or disabled by an editor (`closed`, in words). Null when the form belongs
 * to no giveaway, or to one that is open. The server asks this on every submission (submitForm),
 * so a page left open past the closing time, or a request sent by hand, is refused all the same.
 */
export type EntryRefusal = { kind: 'unpublished' } | { kind: 'closed'; message: string }

export async function giveawayEntryRefusal(
  payload: Payload,
  form: number | string,
  now = new Date(),
): Promise<EntryRefusal | null> {
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
  // A draft, never published, unpublished, or only scheduled: it does not exist for the public yet.
  if (giveaway._status !== 'published') return { kind: 'unpublished' }
  const closed = (message: string): EntryRefusal => ({ kind: 'closed', message })
  if (giveaway.disabled) return closed(`Entries for “${giveaway.title}” are closed.`)
  const status = giveawayStatus(giveaway, now)
  if (status === 'open') return null
  if (status === 'upcoming') {
    return closed(`“${giveaway.title}” is not open yet: entries open on ${formatDateTime(giveaway.startsAt)}.`)
  }
  return closed(`Entries for “${giveaway.title}” closed on ${formatDateTime(giveaway.endsAt)}.`)
}
