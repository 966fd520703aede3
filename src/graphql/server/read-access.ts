import type { CollectionSlug, PayloadRequest } from 'payload'

import type { ContentEvent } from '@/server/bus'

/** Per event, per reader: every anonymous subscriber shares one check, each account has its own. */
const checks = new WeakMap<ContentEvent, Map<string, Promise<boolean>>>()

/**
 * Whether the subscriber of `req` may read the document an event is about, by reading it again
 * with their rights (drafts, members-only, …). One database read per event and kind of reader,
 * however many subscribers are listening.
 */
export function canRead(req: PayloadRequest, event: ContentEvent): Promise<boolean> {
  const reader = req.user ? `${req.user.collection}:${req.user.id}` : 'anonymous'
  let perEvent = checks.get(event)
  if (!perEvent) checks.set(event, (perEvent = new Map<string, Promise<boolean>>()))
  let check = perEvent.get(reader)
  if (!check) {
    check = req.payload
      .findByID({
        collection: event.collection as CollectionSlug,
        id: event.id,
        depth: 0,
        select: {},
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
      })
      .then(Boolean)
    perEvent.set(reader, check)
  }
  return check
}
