import type { FieldAccess } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Fields only our own server code writes (through the Local API, after its own checks) and admins:
 * never a visitor's REST or GraphQL request, whoever they are signed in as.
 */
export const localOrAdminField: FieldAccess = defineRule('localOrAdminField', ({ req }) => {
  if (req.payloadAPI === 'local') return true
  const caller = callerOf(req.user)
  return caller.kind === 'staff' && caller.role === 'admin'
})
