import type { Access } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/** A member reads and edits only their own account; admins may manage any; other staff none. */
export const ownMemberAccount: Access = defineRule('ownMemberAccount', ({ req }) => {
  const caller = callerOf(req.user)
  if (caller.kind === 'member') return { id: { equals: caller.id } }
  return caller.kind === 'staff' && caller.role === 'admin'
})
