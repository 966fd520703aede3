import type { CollectionSlug, Endpoint, Payload } from 'payload'

import { documentId } from '@/lib/document-id'
import { isFirstRead } from '@/server/first-read'
import { LIMITS, RateLimitedError, clientIp, hit } from '@/server/rate-limit'

type Counted = {
  /** The endpoint's path under its collection, with `:id`: '/:id/view'. */
  path: string
  collection: CollectionSlug
  /** The 404's words: 'Unknown article.' */
  unknown: string
  /** What one visitor counts once a day: a post id, `play:{id}`. */
  subject: (id: number) => number | string
  record: (payload: Payload, id: number) => Promise<void>
}

/**
 * POST /api/{collection}/{id}/{what}: one visitor's read, play, … of a published document (no body,
 * no auth), counted once per visitor per document per day (src/server/first-read.ts); a repeat
 * answers 204 too and changes nothing. Past LIMITS.views an address gets 429.
 */
export function countedEndpoint({ path, collection, unknown, subject, record }: Counted): Endpoint {
  const notFound = () => Response.json({ errors: [{ message: unknown }] }, { status: 404 })
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const id = documentId(req.routeParams?.id)
      if (id === null) return notFound()
      const address = clientIp(req.headers)
      const limited = await hit(LIMITS.views, `ip:${address}`)
      if (!limited.ok) {
        const { message } = new RateLimitedError(limited.retryAfter)
        return Response.json(
          { errors: [{ message }] },
          { status: 429, headers: { 'retry-after': String(limited.retryAfter) } },
        )
      }
      const { totalDocs } = await req.payload.count({
        collection,
        where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      })
      if (totalDocs === 0) return notFound()
      if (await isFirstRead(req.payload.secret, subject(id), address, req.headers.get('user-agent') ?? '')) {
        await record(req.payload, id)
      }
      return new Response(null, { status: 204 })
    },
  }
}
