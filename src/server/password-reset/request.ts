import { APIError, type PayloadRequest } from 'payload'

import { env } from '@/env'
import { RESET_QUEUE, type ResetCollection } from '@/server/password-reset/task'

/**
 * A visitor asks for a password reset (REST /api/{users,members}/forgot-password, GraphQL
 * forgotPasswordUser/forgotPasswordMember). What the request does never depends on whether the
 * address has an account: the collection's beforeOperation hooks run as Payload would run them
 * (the rate limits in login-guard.ts, the members' input rules), then one job is queued with the
 * address, and the caller answers. Looking the account up, storing the token and sending the email
 * happen in the job (task.ts), after the answer has left: neither its words nor its timing tell
 * whether the address is known.
 */
export async function requestPasswordReset(req: PayloadRequest, slug: ResetCollection, email: unknown): Promise<void> {
  const collection = req.payload.collections[slug]
  const data = { email: typeof email === 'string' ? email : '' }
  let args = { collection, data, req, overrideAccess: false }
  for (const hook of collection.config.hooks?.beforeOperation ?? []) {
    args =
      ((await hook({
        args,
        collection: collection.config,
        context: req.context,
        operation: 'forgotPassword',
        overrideAccess: false,
        req,
      } as Parameters<typeof hook>[0])) as typeof args | undefined) ?? args
  }
  const address = data.email.toLowerCase().trim()
  // Payload's own words for a request without an address.
  if (!address) throw new APIError('Missing email.', 400)
  await req.payload.jobs.queue({ task: 'passwordReset', queue: RESET_QUEUE, input: { collection: slug, email: address } })
  // The process that runs jobs sends it now rather than at the next minute. Detached: the answer
  // does not wait for it, whatever it finds.
  if (env.JOBS_AUTORUN === 'true') {
    const { payload } = req
    setImmediate(() => {
      payload.jobs.run({ queue: RESET_QUEUE }).catch((error: unknown) => {
        payload.logger.error({ err: error }, 'password reset jobs did not run; the next minute runs them')
      })
    })
  }
}
