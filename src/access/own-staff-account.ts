import type { Access } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/** Admins manage every staff account; other staff only their own; members none (ids collide). */
export const ownStaffAccount: Access = defineRule('ownStaffAccount', ({ req }) => {
  const caller = callerOf(req.user)
  if (caller.kind !== 'staff') return false
  return caller.role === 'admin' || { id: { equals: caller.id } }
})
