import type { PayloadRequest } from 'payload'

import { AccountError } from '@/graphql/schema/account-error'
import type { Member } from '@/payload-types'

/** What our resolvers receive as GraphQL context (Payload's /graphql handler builds the same). */
export type ResolverContext = { req: PayloadRequest; headers?: Record<string, string> }

/** The signed-in member, or an UNAUTHENTICATED error worded for what they were trying to do. */
export function requireMember(req: PayloadRequest, message: string): Member {
  const user = req.user
  if (user?.collection !== 'members') throw new AccountError(message, 'UNAUTHENTICATED')
  return user
}

/** A relationship value as stored (an id) or populated (a document). */
export const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : value
