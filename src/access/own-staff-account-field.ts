import type { FieldAccess } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/** One field of a staff account that colleagues may not read (its email): its owner and admins only. */
export const ownStaffAccountField: FieldAccess = defineRule('ownStaffAccountField', ({ req, doc }) => {
  const caller = callerOf(req.user)
  if (caller.kind !== 'staff') return false
  return caller.role === 'admin' || (doc as { id?: unknown } | undefined)?.id === caller.id
})
