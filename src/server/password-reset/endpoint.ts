import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'

import { requestPasswordReset } from '@/server/password-reset/request'
import type { ResetCollection } from '@/server/password-reset/task'

/**
 * POST /api/{users,members}/forgot-password in place of Payload's (a collection's own endpoints
 * are matched before Payload's): the same request body and the same answer, byte for byte, but
 * the account is looked up in a job (request.ts), not before answering.
 */
export const forgotPasswordEndpoint = (slug: ResetCollection): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    // The body as Payload's own endpoints read it (JSON, or a form's _payload).
    await addDataAndFileToRequest(req)
    await requestPasswordReset(req, slug, req.data?.email)
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    )
  },
})
