import type { Endpoint } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { documentId } from '@/lib/document-id'
import { DrawError, drawWinner } from '@/server/giveaways/draw'
import { restError } from '@/server/rest-error'

/**
 * POST /api/giveaways/{id}/draw — `{ redraw?: boolean }`: draws the winner of a closed giveaway
 * as the signed-in editor or admin (src/server/giveaways/draw.ts) and answers the draw's record.
 * Anyone else: 401/403. Still open, no entries, already drawn (without redraw): 409.
 */
export const drawEndpoint: Endpoint = {
  path: '/:id/draw',
  method: 'post',
  handler: async (req) => {
    const caller = callerOf(req.user)
    if (caller.kind === 'anonymous') return restError(401, 'Sign in to the admin as an editor to draw a winner.')
    if (!isEditorial(caller)) return restError(403, 'Only editors and admins may draw a winner.')
    const id = documentId(req.routeParams?.id)
    if (id === null) return restError(404, 'There is no such giveaway.')
    const body: unknown = (await req.json?.().catch(() => undefined)) ?? {}
    const redraw = typeof body === 'object' && body !== null ? (body as { redraw?: unknown }).redraw : undefined
    if (redraw !== undefined && typeof redraw !== 'boolean') {
      return restError(400, 'Send “redraw” as true or false, or leave it out.')
    }
    try {
      const draw = await drawWinner(req.payload, { giveaway: id, user: caller.id, redraw: redraw ?? false })
      return Response.json(draw, { status: 201 })
    } catch (error) {
      if (error instanceof DrawError) return restError(error.status, error.message)
      throw error
    }
  },
}
