import type { FieldAccess, TypeWithID } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

const KIND = { users: 'staff', members: 'member' } as const

/**
 * The `sessions` field of an account: its owner only. Payload's own rule compares ids alone
 * (`user.id === doc.id`), and a member's id equals some staff account's.
 */
export const ownSessions = (collection: keyof typeof KIND): FieldAccess<TypeWithID> =>
  defineRule('ownSessions', ({ req, doc }) => {
    const caller = callerOf(req.user)
    return caller.kind === KIND[collection] && caller.id === doc?.id
  })
