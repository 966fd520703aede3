import type { Endpoint } from 'payload'

import { isFirstRead } from '@/server/first-read'
import { recordView } from '@/server/post-views'
import { LIMITS, RateLimitedError, clientIp, hit } from '@/server/rate-limit'

const unknownArticle = () => Response.json({ errors: [{ message: 'Unknown article.' }] }, { status: 404 })

/**
 * POST /api/posts/{id}/view — a read of a published article (no body, no auth), counted once per
 * reader per article per day (src/server/first-read.ts); a repeat answers 204 too and changes
 * nothing. Past LIMITS.views an address gets 429.
 */
export const viewEndpoint: Endpoint = {
  path: '/:id/view',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return unknownArticle()
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
      collection: 'posts',
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    })
    if (totalDocs === 0) return unknownArticle()
    if (await isFirstRead(req.payload.secret, id, address, req.headers.get('user-agent') ?? '')) {
      await recordView(req.payload, id)
    }
    return new Response(null, { status: 204 })
  },
}
