import { isolateObjectProperty, type PayloadRequest } from 'payload'

import { requestPasswordReset } from '@/server/password-reset/request'
import type { ResetCollection } from '@/server/password-reset/task'

type Field = { type: unknown; resolve?: (...args: never[]) => unknown }
type Fields = Record<string, Field>

const MUTATIONS: Record<string, ResetCollection> = { forgotPasswordUser: 'users', forgotPasswordMember: 'members' }

/**
 * Payload's generated forgotPasswordUser and forgotPasswordMember, same arguments and answer
 * (true), resolved through requestPasswordReset: the account is looked up in a job, after the
 * answer, so the answer never depends on whether the address has one (REST does the same:
 * src/server/password-reset/endpoint.ts).
 */
export function forgotPasswordMutations(generated: Fields): Fields {
  const fields: Fields = {}
  for (const [name, slug] of Object.entries(MUTATIONS)) {
    const field = generated[name]
    if (!field) throw new Error(`Payload's schema has no ${name}: is the ${slug} collection in payload.config.ts?`)
    fields[name] = {
      ...field,
      async resolve(_root: unknown, args: { email?: unknown }, context: { req: PayloadRequest }) {
        await requestPasswordReset(isolateObjectProperty(context.req, 'transactionID'), slug, args.email)
        return true
      },
    }
  }
  return fields
}
