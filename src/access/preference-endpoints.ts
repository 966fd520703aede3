import type { Endpoint, PayloadHandler } from 'payload'

import { callerOf } from '@/access/caller'
import { restError } from '@/server/rest-error'

/**
 * Payload's DELETE /api/payload-preferences/{key} answers 500 on SQLite (its query on the
 * polymorphic `user` field misses a join): delete through the collection, with its access rule,
 * which keeps it to the caller's own preferences.
 */
const deleteByKey: PayloadHandler = async (req) => {
  const key = typeof req.routeParams?.key === 'string' ? req.routeParams.key : ''
  const { docs } = await req.payload.delete({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    overrideAccess: false,
    req,
  })
  return docs.length > 0 ? Response.json({ message: 'Deleted.' }) : restError(404, 'You have no preference with this key.')
}

/** Payload's preference endpoints check only that someone is signed in: the editorial team only. */
export function staffPreferenceEndpoints(endpoints: Endpoint[]): Endpoint[] {
  return endpoints.map((endpoint) => {
    const handler: PayloadHandler = endpoint.method === 'delete' ? deleteByKey : endpoint.handler
    return {
      ...endpoint,
      handler: (req) =>
        callerOf(req.user).kind === 'staff'
          ? handler(req)
          : restError(403, 'Only the editorial team keeps admin preferences.'),
    }
  })
}
