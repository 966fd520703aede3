import type { Endpoint } from 'payload'

import { recordView } from '@/server/post-views'

/** POST /api/posts/{id}/view — counts a read of a published article (no body, no auth). */
export const viewEndpoint: Endpoint = {
  path: '/:id/view',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Unknown article.' }, { status: 404 })
    const { totalDocs } = await req.payload.count({
      collection: 'posts',
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    })
    if (totalDocs === 0) return Response.json({ error: 'Unknown article.' }, { status: 404 })
    await recordView(req.payload, id)
    return new Response(null, { status: 204 })
  },
}
